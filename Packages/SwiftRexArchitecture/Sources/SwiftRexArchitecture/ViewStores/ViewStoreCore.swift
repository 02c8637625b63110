/// What the three view stores share: the view's state mapped from an upstream store, the
/// subscription that keeps it current, dispatching embedded actions, and the view store's own
/// subscribers.
///
/// ``ViewStore``, ``TrackedViewStore`` and ``ObservableObjectStore`` differ only in how they tell
/// views about a change: each decides whether a new view state changed anything and announces it
/// around ``publish(_:announcing:)``.
@MainActor
final class ViewStoreCore<State, Action> {
  /// The view's state, as last published.
  private(set) var state: State
  private let send: @MainActor (DispatchedAction<Action>) -> Void
  private let follow: @MainActor (@escaping @MainActor (State) -> Void) -> StoreSubscription
  private var upstream: StoreSubscription?
  private let subscribers = SubscriberList<State>()

  /// A core over `store` whose view state is `state` of the upstream state and whose actions
  /// embed into the upstream's with `action`. It follows the upstream once ``start(_:)`` is called.
  init<Upstream: StoreType>(
    _ store: Upstream,
    state: @escaping @MainActor (Upstream.State) -> State,
    action: @escaping (Action) -> Upstream.Action
  ) {
    self.state = state(store.state)
    send = { store.dispatch($0.map(action)) }
    follow = { receive in store.subscribe { receive(state($0)) } }
  }

  /// Follows the upstream store: `receive` gets the view state mapped from each upstream change
  /// and decides whether to ``publish(_:announcing:)`` it. Held weakly by the owner's closure,
  /// the subscription ends with the view store.
  func start(_ receive: @escaping @MainActor (State) -> Void) {
    upstream = follow(receive)
  }

  /// Stores `new` inside `announce` — which tells Observation (or `objectWillChange`) before
  /// and after calling the store function it is given — then calls the subscribers.
  func publish(_ new: State, announcing announce: (_ store: () -> Void) -> Void) {
    announce { state = new }
    subscribers.notify(new)
  }

  /// Dispatches the view's action to the upstream store, embedded, keeping its source.
  func dispatch(_ dispatched: DispatchedAction<Action>) { send(dispatched) }

  /// Adds `observer`, called after every published change, until the returned subscription is
  /// cancelled or released.
  func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    subscribers.add(observer)
  }
}
