/// The object a ``Retained`` view keeps at its place in the tree; owned by that place's node, so
/// it lives exactly as long as the view stays there.
@MainActor
final class RetainedObjectSlot {
  var object: AnyObject?
}
