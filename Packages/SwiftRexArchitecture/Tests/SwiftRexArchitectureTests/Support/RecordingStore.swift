import SwiftRexArchitecture

/// A hand-rolled store that records what is dispatched to it and lets the test set its state:
/// view stores and bindings must work on any StoreType, not just Store.
@MainActor
final class RecordingStore<Action, State>: StoreType {
  private(set) var dispatched: [DispatchedAction<Action>] = []
  private var observers: [Int: @MainActor (State) -> Void] = [:]
  private var nextKey = 0

  var state: State {
    didSet { for observer in observers.values { observer(state) } }
  }

  init(_ state: State) { self.state = state }

  var subscriberCount: Int { observers.count }

  func dispatch(_ dispatched: DispatchedAction<Action>) { self.dispatched.append(dispatched) }

  func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    let key = nextKey
    nextKey += 1
    observers[key] = observer
    return StoreSubscription { [weak self] in self?.observers[key] = nil }
  }
}
