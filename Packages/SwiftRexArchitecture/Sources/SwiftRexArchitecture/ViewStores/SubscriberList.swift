/// The observers of a view store, called in the order they subscribed.
@MainActor
final class SubscriberList<State> {
  private var observers: [(key: Int, observer: @MainActor (State) -> Void)] = []
  private var nextKey = 0

  /// Adds `observer` until the returned subscription is cancelled or released.
  func add(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    let key = nextKey
    nextKey += 1
    observers.append((key, observer))
    return StoreSubscription { [weak self] in self?.observers.removeAll { $0.key == key } }
  }

  /// Calls every observer with `state`.
  func notify(_ state: State) {
    // A copy: an observer may subscribe or cancel while being called.
    for entry in observers { entry.observer(state) }
  }
}
