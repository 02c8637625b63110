@_spi(SwiftRexInternals) import TextUI

/// A view's store as an ``ObservableObject``: it announces every change of its state through
/// ``objectWillChange`` before storing it, and any view that read it is evaluated again.
///
/// The generic parameters come in the order every store type but `Store` uses: `State`, then
/// `Action`.
/// `@Feature(strategy: .combineObservable)` builds one for its `Content`; code written against
/// Combine's `objectWillChange.sink` finds the same shape. When the state is `Equatable`, an
/// upstream change that maps to an equal value announces nothing.
@MainActor
public final class ObservableObjectStore<State, Action>: StoreType, ObservableObject {
  /// Sends before every change of ``state``.
  public let objectWillChange = ObjectWillChangePublisher()
  private let core: ViewStoreCore<State, Action>

  /// A store over `store` whose state is `state` of the upstream state and whose actions embed
  /// into the upstream's with `action`.
  public init<Upstream: StoreType>(
    _ store: Upstream,
    state: @escaping @MainActor (Upstream.State) -> State,
    action: @escaping (Action) -> Upstream.Action
  ) {
    core = ViewStoreCore(store, state: state, action: action)
    core.start { [weak self] new in self?.receive(new) }
  }

  /// A store over `store`, reading its state and dispatching its actions unchanged.
  public convenience init(_ store: some StoreType<State, Action>) {
    self.init(store, state: { $0 }, action: { $0 })
  }

  /// The view's state. Reading it in a body makes that view depend on the next announcement.
  public var state: State {
    objectWillChange.recordAccess()
    return core.state
  }

  /// Calls `body` with the view's state without observing it (see `StoreType.withState(_:)`).
  public func withState<Value>(_ body: (State) -> Value) -> Value { body(core.state) }

  /// Dispatches the view's action to the upstream store, embedded, keeping its source.
  public func dispatch(_ dispatched: DispatchedAction<Action>) { core.dispatch(dispatched) }

  /// Calls `observer` with the view's state after every change of it.
  public func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    core.subscribe(observer)
  }

  private func receive(_ new: State) {
    guard !areKnownEqual(core.state, new) else { return }
    core.publish(new) { store in
      objectWillChange.send()
      store()
    }
  }
}
