extension Behavior {
  /// This behaviour, run for one element of a parent's collection at a time: a parent action
  /// carrying `ElementAction(id:action:)` is routed to the element with that id, found in O(1)
  /// and reduced in place. The same engine as `lift`, with the element's id choosing the child.
  ///
  /// An action for an id that is not in the collection is reported through ``RuntimeWarnings``
  /// and ignored. An element's running effects are cancelled as soon as it is removed, and never
  /// deliver afterwards; their `liveState` is the element's current value.
  ///
  /// An element is its id: whether it is still there is checked after each reduction, so an
  /// element removed and added again with the same id within one reduction was never missing —
  /// its running effects go on and deliver to the element now under that id. Removed by one
  /// action and added back by a later one, it is a new element: the old effects were cancelled
  /// when the removal was reduced. To start an element afresh within one reduction, give the new
  /// one a new id, or cancel the old one's effects by an id of your own (`.cancel(id:)`).
  ///
  /// The scope, `Relay.Empty.action(\.rows).elements(\.rows).environment(\.row)`, also serves a
  /// view of one element: `store.projection(id, in: scope)`.
  @inlinable
  public func liftCollection<GlobalAction, GlobalState, GlobalEnvironment, ID>(
    _ scope: Relay.Scope<
      Relay.ElementLanes<GlobalAction, GlobalState, ID, Action, State>,
      Relay.EnvironmentLane<GlobalEnvironment, Environment>
    >
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> {
    lift(scope)
  }

  /// Routes element actions through a scope with no environment lane: the element behaviour
  /// gets the parent's environment as is (the same type), or — for a `Void` one — none.
  @inlinable
  public func liftCollection<GlobalAction, GlobalState, GlobalEnvironment, ID>(
    _ scope: Relay.Scope<
      Relay.ElementLanes<GlobalAction, GlobalState, ID, Action, State>, Relay.InheritedEnvironment
    >
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> where Environment == Void {
    lift(scope)
  }

  /// Routes element actions for an element behaviour that shares the parent's environment (the
  /// same type, passed through as is).
  @inlinable
  public func liftCollection<GlobalAction, GlobalState, ID>(
    _ scope: Relay.Scope<
      Relay.ElementLanes<GlobalAction, GlobalState, ID, Action, State>, Relay.InheritedEnvironment
    >
  ) -> Behavior<GlobalAction, GlobalState, Environment> {
    lift(scope)
  }

  /// Routes element actions named by `action` to the elements at `stateContainer`: the labelled
  /// spelling of `liftCollection(.action(action).elements(stateContainer))`, for an element
  /// behaviour that needs no environment.
  /// - Parameters:
  ///   - action: the case of the parent's action that carries element actions.
  ///   - stateContainer: where the elements live in the parent's state.
  @inlinable
  public func liftCollection<GlobalAction, GlobalState, GlobalEnvironment, ID: Hashable & Sendable>(
    action: Prism<GlobalAction, ElementAction<ID, Action>>,
    stateContainer: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>> & Sendable
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> where Environment == Void {
    liftCollection(Relay.Empty.action(action).elements(stateContainer))
  }

  /// Routes element actions through a prism, for an element behaviour that shares the parent's
  /// environment (the same type, passed through as is).
  @inlinable
  public func liftCollection<GlobalAction, GlobalState, ID: Hashable & Sendable>(
    action: Prism<GlobalAction, ElementAction<ID, Action>>,
    stateContainer: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>> & Sendable
  ) -> Behavior<GlobalAction, GlobalState, Environment> {
    liftCollection(Relay.Empty.action(action).elements(stateContainer))
  }

  /// Routes element actions named by a case key path, for an element behaviour that needs no
  /// environment: `todoBehavior.liftCollection(action: \.todo, stateContainer: \.todos)`.
  @inlinable
  public func liftCollection<
    GlobalAction: HasCasePrisms, GlobalState, GlobalEnvironment, ID: Hashable & Sendable
  >(
    action: KeyPath<GlobalAction, ElementAction<ID, Action>?>,
    stateContainer: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>> & Sendable
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> where Environment == Void {
    liftCollection(action: Prism(action), stateContainer: stateContainer)
  }

  /// Routes element actions named by a case key path, for an element behaviour that shares the
  /// parent's environment: `todoBehavior.liftCollection(action: \.todo, stateContainer: \.todos)`.
  @inlinable
  public func liftCollection<GlobalAction: HasCasePrisms, GlobalState, ID: Hashable & Sendable>(
    action: KeyPath<GlobalAction, ElementAction<ID, Action>?>,
    stateContainer: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>> & Sendable
  ) -> Behavior<GlobalAction, GlobalState, Environment> {
    liftCollection(action: Prism(action), stateContainer: stateContainer)
  }
}
