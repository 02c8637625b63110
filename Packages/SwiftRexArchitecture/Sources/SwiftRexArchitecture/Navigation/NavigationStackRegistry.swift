/// The navigation stacks on screen, by the type of their screens' state: how a
/// `NavigationLink(_:state:)` finds the stack to push onto without being handed its store.
///
/// A ``NavigationStack`` adds itself when it appears and removes itself when it disappears, so a
/// link, on the stack's root or on any of its screens, finds the stack its state belongs to at
/// the moment it is pressed. TextUI has no view environment to pass the stack down through; the
/// type of the pushed state is what ties a link to its stack, as the stack's `destination`
/// already ties screens to their views.
@MainActor
final class NavigationStackRegistry {
  /// The one registry: stacks on screen are one set, whatever view tree shows them.
  static let shared = NavigationStackRegistry()

  private struct Entry {
    let key: AnyHashable
    let elementType: ObjectIdentifier
    /// The store holding the stack, weakly: a view tree dropped without its views disappearing
    /// (a renderer released) must not keep the store alive, nor be found.
    weak var owner: AnyObject?
    let push: @MainActor (Any) -> Void
  }

  /// In the order they appeared: the last is the innermost of nested stacks.
  private var entries: [Entry] = []

  /// Records the stack `key` names, held in `owner`, whose screens' state is `elementType`,
  /// pushing with `push` (which must not hold `owner` strongly).
  func add<ElementState>(
    _ key: AnyHashable, owner: AnyObject, elements elementType: ElementState.Type,
    push: @escaping @MainActor (ElementState) -> Void
  ) {
    entries.removeAll { $0.key == key || $0.owner == nil }
    entries.append(
      Entry(
        key: key, elementType: ObjectIdentifier(elementType), owner: owner,
        push: { state in (state as? ElementState).map(push) }))
  }

  /// Forgets the stack `key` names.
  func remove(_ key: AnyHashable) {
    entries.removeAll { $0.key == key }
  }

  /// Pushes `state` onto the stack on screen whose screens are `ElementState`s — the one that
  /// appeared last when several are — and returns whether there was one.
  func push<ElementState>(_ state: ElementState) -> Bool {
    let type = ObjectIdentifier(ElementState.self)
    guard let entry = entries.last(where: { $0.elementType == type && $0.owner != nil }) else {
      return false
    }
    entry.push(state)
    return true
  }
}
