/// A view whose place in the tree keeps an object across renders (``Retained``): its node owns a
/// ``RetainedObjectSlot``, filled outside of observation, and the view resolves its content from
/// what the slot holds instead of from a `body`.
protocol ObjectRetainingView {
  /// Fills `slot` with this view's object when it does not hold one yet. Called before the
  /// node's observation tracking starts.
  @MainActor func prepare(_ slot: RetainedObjectSlot)
  /// The content built from the object `slot` holds, resolved under `path`.
  @MainActor func resolve(in scope: ResolutionScope, at path: ViewPath, keeping slot: RetainedObjectSlot)
    -> Element
}
