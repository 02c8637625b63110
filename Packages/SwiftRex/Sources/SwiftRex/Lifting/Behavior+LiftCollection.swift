extension Behavior {
  /// This behaviour, run for one element of a parent's collection at a time: a parent action
  /// carrying `ElementAction(id:action:)` is routed to the element with that id, found in O(1)
  /// and reduced in place.
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
  /// - Parameters:
  ///   - action: the case of the parent's action that carries element actions.
  ///   - stateContainer: where the elements live in the parent's state.
  ///   - environment: the element behaviour's environment, made from the parent's.
  @inlinable
  public func liftCollection<GlobalAction, GlobalState, GlobalEnvironment, ID: Hashable & Sendable>(
    action: Prism<GlobalAction, ElementAction<ID, Action>>,
    stateContainer: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>> & Sendable,
    environment: @escaping @Sendable (GlobalEnvironment) -> Environment
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> {
    let run = self.run
    return Behavior<GlobalAction, GlobalState, GlobalEnvironment>(run: {
      globalAction, source, globalState, mutated, globalContext in
      guard let elementAction = action.preview(globalAction) else { return .none }
      let id = elementAction.id
      var effect = Effect<Action>.none
      var readElement: (@MainActor @Sendable () -> State?)?
      let exists = updateIfPresent(&globalState[keyPath: stateContainer][id: id]) { element in
        effect = run(elementAction.action, source, &element, &mutated) {
          let parent = globalContext()
          let readParent = parent.readState
          let read: @MainActor @Sendable () -> State? = { readParent()?[keyPath: stateContainer][id: id] }
          readElement = read
          return EffectContext(environment: environment(parent.environment), readState: read)
        }
      }
      guard exists else {
        RuntimeWarnings.report(
          "\(globalAction) dispatched from \(source) was ignored: no element with id \(id) in "
            + "\(stateContainer). Was it removed before the action arrived?")
        return .none
      }
      if effect.isNone { return .none }
      let embedded = effect.map { action.review(ElementAction(id: id, action: $0)) }
      guard let readElement else { return embedded }
      return embedded.alive(while: { readElement() != nil })
    })
  }

  /// Routes element actions named by a case key path (`\.todo`, from `@Prisms`); see
  /// ``liftCollection(action:stateContainer:environment:)-(Prism<GlobalAction,ElementAction<ID,Action>>,_,_)``.
  @inlinable
  public func liftCollection<
    GlobalAction: HasCasePrisms, GlobalState, GlobalEnvironment, ID: Hashable & Sendable
  >(
    action: KeyPath<GlobalAction, ElementAction<ID, Action>?>,
    stateContainer: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>> & Sendable,
    environment: @escaping @Sendable (GlobalEnvironment) -> Environment
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> {
    liftCollection(action: Prism(action), stateContainer: stateContainer, environment: environment)
  }

  /// Routes element actions for an element behaviour that needs no environment.
  @inlinable
  public func liftCollection<
    GlobalAction: HasCasePrisms, GlobalState, GlobalEnvironment, ID: Hashable & Sendable
  >(
    action: KeyPath<GlobalAction, ElementAction<ID, Action>?>,
    stateContainer: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>> & Sendable
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> where Environment == Void {
    liftCollection(action: Prism(action), stateContainer: stateContainer, environment: { _ in () })
  }

  /// Routes element actions through a prism, for an element behaviour that needs no environment.
  @inlinable
  public func liftCollection<GlobalAction, GlobalState, GlobalEnvironment, ID: Hashable & Sendable>(
    action: Prism<GlobalAction, ElementAction<ID, Action>>,
    stateContainer: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>> & Sendable
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> where Environment == Void {
    liftCollection(action: action, stateContainer: stateContainer, environment: { _ in () })
  }
}
