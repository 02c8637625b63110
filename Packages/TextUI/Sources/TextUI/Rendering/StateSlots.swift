/// The `@State` storage one view's place in the tree keeps, by property name; owned by the
/// place's node, so it lives exactly as long as the view stays there.
@MainActor
final class StateSlots {
  private var storages: [String: AnyObject] = [:]

  /// The storage kept for the property `key`, if any.
  func storage(for key: String) -> AnyObject? {
    storages[key]
  }

  /// Keeps `storage` for the property `key`.
  func keep(_ storage: AnyObject, for key: String) {
    storages[key] = storage
  }

  /// The view types found to store no ``State``: reflecting a view costs more than evaluating
  /// many bodies, so each type is reflected until it is known to have none.
  private static var statelessTypes: Set<ObjectIdentifier> = []

  /// Links every ``State`` `view` stores to `slots()`'s storage; `slots` is called only for a
  /// view that has some, so a stateless view costs one set lookup.
  static func link(_ view: any View, to slots: () -> StateSlots) {
    let type = ObjectIdentifier(Swift.type(of: view))
    guard !statelessTypes.contains(type) else { return }
    var found = false
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? any StateProperty, let label = child.label else { continue }
      property.link(to: slots(), as: label)
      found = true
    }
    if !found { statelessTypes.insert(type) }
  }
}
