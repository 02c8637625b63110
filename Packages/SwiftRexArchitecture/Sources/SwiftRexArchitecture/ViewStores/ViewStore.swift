import Observation
@_spi(SwiftRexInternals) import TextUI

/// A view's store, observed as a whole: reading ``state`` in a view's body makes the view
/// depend on it, and any change of the state evaluates the view again.
///
/// A view store keeps the view's own state — the upstream state mapped through `mapState`, or
/// the upstream state itself — and embeds the view's actions into the upstream's. When the mapped
/// state is `Equatable`, an upstream change that maps to an equal value notifies nobody.
///
/// ```swift
/// let viewStore = ViewStore(store, state: HeroDetails.mapState(env), action: HeroDetails.mapAction(env))
/// viewStore.state.displayName
/// viewStore.dispatch(.tappedRetirement)      // reaches the store as .toggleRetirement
/// ```
///
/// It is itself a `StoreType`, so bindings, projections and other view stores work on it.
/// `@Feature(strategy: .observationSimple)` builds one for its `Content`.
///
/// A view store built inside a parent view's body reads the upstream state there, so that parent
/// depends on the upstream state too: build long-lived view stores outside of bodies when the
/// parent must not re-render.
@MainActor
public final class ViewStore<State, Action>: StoreType, Observable {
  private var current: State
  private let send: @MainActor (DispatchedAction<Action>) -> Void
  private let registrar = ObservationRegistrar()
  private let subscribers = SubscriberList<State>()
  private var upstream: StoreSubscription?

  /// A view store over `store` whose state is `state` of the upstream state and whose actions
  /// embed into the upstream's with `action`.
  public init<Upstream: StoreType>(
    _ store: Upstream,
    state: @escaping @MainActor (Upstream.State) -> State,
    action: @escaping (Action) -> Upstream.Action
  ) {
    current = state(store.state)
    send = { store.dispatch($0.map(action)) }
    upstream = store.subscribe { [weak self] upstreamState in self?.update(to: state(upstreamState)) }
  }

  /// A view store over `store`, reading its state and dispatching its actions unchanged.
  public convenience init(_ store: some StoreType<Action, State>) {
    self.init(store, state: { $0 }, action: { $0 })
  }

  /// The view's state. Reading it in a body makes that view depend on all of it.
  public var state: State {
    registrar.access(self, keyPath: \.state)
    return current
  }

  /// Dispatches the view's action to the upstream store, embedded, keeping its source.
  public func dispatch(_ dispatched: DispatchedAction<Action>) { send(dispatched) }

  /// Calls `observer` with the view's state after every change of it.
  public func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    subscribers.add(observer)
  }

  private func update(to new: State) {
    guard !areKnownEqual(current, new) else { return }
    registrar.withMutation(of: self, keyPath: \.state) { current = new }
    subscribers.notify(new)
  }
}
