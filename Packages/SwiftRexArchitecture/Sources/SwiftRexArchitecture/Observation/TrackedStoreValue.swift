/// One value derived from a store's state, observed on its own: a view that reads ``value`` is
/// evaluated again only when that value changes (compared with `==`), not on every change of the
/// state — what a `TrackedViewStore` does for the fields of its view state, for a single value
/// read straight off any store (a tab view's selection, whether an alert is presented).
///
/// It follows the store through `StoreType.subscribe(_:)` and reports reads and changes to a
/// `FieldTracker` of its own. Only stores that have one pay for it: one derivation and one
/// comparison per change of the state, while it lives. Whatever holds it (a binding's closures)
/// keeps the subscription; it ends when the last holder goes.
@MainActor
final class TrackedStoreValue<Value: Equatable> {
  /// The field name reads and changes are reported under: the tracker is this value's alone.
  private static var field: String { "value" }
  private let tracker = FieldTracker()
  private var current: Value
  private var subscription: StoreSubscription?

  /// The value `derive` reads off `store`'s state, from now on. Made without observing the
  /// state (`StoreType.withState(_:)`), so the view whose body makes it does not depend on
  /// the whole state.
  init<Store: StoreType>(_ store: Store, _ derive: @escaping @MainActor (Store.State) -> Value) {
    current = store.withState(derive)
    subscription = store.subscribe { [weak self] state in self?.receive(derive(state)) }
  }

  /// The value; reading it makes the view being evaluated depend on its next change only.
  var value: Value {
    tracker.access(Self.field)
    return current
  }

  /// The value, observed by nobody: for a binding's setter, which runs outside any view.
  var unobservedValue: Value { current }

  private func receive(_ new: Value) {
    guard new != current else { return }
    tracker.willSet(Self.field)
    current = new
    tracker.didSet(Self.field)
  }
}
