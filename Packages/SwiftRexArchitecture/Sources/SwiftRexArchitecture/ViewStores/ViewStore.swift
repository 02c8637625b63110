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
/// depends on the upstream state too, and a new one is built at every render of the parent. The
/// view `@Feature` generates avoids both: it keeps its view store per place in the tree, made
/// outside observation (TextUI's `Retained`). Do the same for view stores you build by hand.
@MainActor
public final class ViewStore<State, Action>: StoreType, Observable {
  private let core: ViewStoreCore<State, Action>
  private let registrar = ObservationRegistrar()
  /// The key path Observation records reads and changes under, made once: a key path into a
  /// generic class is instantiated by the runtime each time its literal is evaluated, which cost
  /// more than the read itself on every render.
  private let stateKeyPath = \ViewStore<State, Action>.state

  /// A view store over `store` whose state is `state` of the upstream state and whose actions
  /// embed into the upstream's with `action`.
  public init<Upstream: StoreType>(
    _ store: Upstream,
    state: @escaping @MainActor (Upstream.State) -> State,
    action: @escaping (Action) -> Upstream.Action
  ) {
    core = ViewStoreCore(store, state: state, action: action)
    core.start { [weak self] new in self?.receive(new) }
  }

  /// A view store over `store`, reading its state and dispatching its actions unchanged.
  public convenience init(_ store: some StoreType<State, Action>) {
    self.init(store, state: { $0 }, action: { $0 })
  }

  /// The view's state. Reading it in a body makes that view depend on all of it.
  public var state: State {
    registrar.access(self, keyPath: stateKeyPath)
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
    core.publish(new) { store in registrar.withMutation(of: self, keyPath: stateKeyPath, store) }
  }
}
