/// A view of a store through a narrower lens: it reads a derived `State` and embeds its own
/// `Action` into the parent's. It holds no state of its own, so it is always in sync.
///
/// ```swift
/// let library = store.projection(action: AppAction.library, state: { $0.library })
/// library.dispatch(.onAppear)   // reaches the root store as .library(.onAppear), same call site
/// ```
@MainActor
public final class StoreProjection<State, Action>: StoreType {
  private let readState: @MainActor () -> State
  /// Reads the derived state without observing it, for ``withState(_:)``.
  private let peekState: @MainActor () -> State
  private let send: @MainActor (DispatchedAction<Action>) -> Void
  private let observe: @MainActor (@escaping @MainActor (State) -> Void) -> StoreSubscription

  /// A projection from the three things a store does: read, dispatch, and subscribe.
  /// ``withState(_:)`` reads through `readState` too, so it observes what `readState` reads.
  public convenience init(
    state readState: @escaping @MainActor () -> State,
    dispatch send: @escaping @MainActor (DispatchedAction<Action>) -> Void,
    subscribe observe: @escaping @MainActor (@escaping @MainActor (State) -> Void) -> StoreSubscription
  ) {
    self.init(state: readState, peek: readState, dispatch: send, subscribe: observe)
  }

  /// A projection that reads its state with `readState` and, unobserved, with `peekState`.
  init(
    state readState: @escaping @MainActor () -> State,
    peek peekState: @escaping @MainActor () -> State,
    dispatch send: @escaping @MainActor (DispatchedAction<Action>) -> Void,
    subscribe observe: @escaping @MainActor (@escaping @MainActor (State) -> Void) -> StoreSubscription
  ) {
    self.readState = readState
    self.peekState = peekState
    self.send = send
    self.observe = observe
  }

  /// The derived state, read through the parent (so Observation tracks the parent).
  public var state: State { readState() }

  /// Calls `body` with the derived state, read through the parent without observing it (see
  /// ``StoreType/withState(_:)``).
  public func withState<Value>(_ body: (State) -> Value) -> Value { body(peekState()) }

  /// Embeds `dispatched` into the parent's action type and dispatches it there, keeping its source.
  public func dispatch(_ dispatched: DispatchedAction<Action>) { send(dispatched) }

  /// Calls `observer` with the derived state after every change of the parent.
  public func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    observe(observer)
  }
}

extension StoreType {
  /// A projection that reads `state` of this store's state and embeds its actions with `action`.
  ///
  /// Both are plain closures: `store.projection(action: AppAction.library, state: { $0.library })`.
  public func projection<LocalAction, LocalState>(
    action embed: @escaping (LocalAction) -> Action,
    state derive: @escaping (State) -> LocalState
  ) -> StoreProjection<LocalState, LocalAction> {
    StoreProjection(
      state: { derive(self.state) },
      peek: { self.withState(derive) },
      dispatch: { self.dispatch($0.map(embed)) },
      subscribe: { observer in self.subscribe { observer(derive($0)) } }
    )
  }

  /// A projection through a prism of the action and a key path of the state.
  public func projection<LocalAction, LocalState>(
    action prism: Prism<Action, LocalAction>,
    state keyPath: KeyPath<State, LocalState>
  ) -> StoreProjection<LocalState, LocalAction> {
    projection(action: prism.review, state: { $0[keyPath: keyPath] })
  }

  /// A projection through a case key path of the action (`\.library`, from `@Prisms`) and a key
  /// path of the state.
  public func projection<LocalAction, LocalState>(
    action casePath: KeyPath<Action, LocalAction?>,
    state keyPath: KeyPath<State, LocalState>
  ) -> StoreProjection<LocalState, LocalAction> where Action: HasCasePrisms {
    projection(action: Prism(casePath), state: keyPath)
  }

  /// A projection with the same actions and a derived state.
  public func projection<LocalState>(
    state derive: @escaping (State) -> LocalState
  ) -> StoreProjection<LocalState, Action> {
    projection(action: { $0 }, state: derive)
  }

  /// Turns a store of optional state into an optional store: `nil` when the state is `nil` now,
  /// otherwise a projection of the unwrapped state.
  ///
  /// The projection never crashes if the state later becomes `nil`: it keeps showing the last
  /// value it saw (a view about to disappear renders its last frame), its subscribers are not
  /// called while the state is `nil`, and its dispatches still reach the parent, which reports
  /// and ignores actions for a child that no longer exists.
  public func transpose<Wrapped>() -> StoreProjection<Wrapped, Action>? where State == Wrapped? {
    guard let first = state else { return nil }
    let last = LastValue(first)
    return StoreProjection(
      state: {
        if let current = self.state { last.value = current }
        return last.value
      },
      peek: {
        if let current = self.withState({ $0 }) { last.value = current }
        return last.value
      },
      dispatch: { self.dispatch($0) },
      subscribe: { observer in
        self.subscribe { state in
          guard let state else { return }
          last.value = state
          observer(state)
        }
      }
    )
  }
}

/// The last non-nil value a transposed projection saw.
@MainActor
private final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
