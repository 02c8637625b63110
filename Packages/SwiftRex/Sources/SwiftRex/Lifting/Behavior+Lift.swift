extension Behavior {
  /// This behaviour, moved into a parent: it runs only for the parent's actions that the scope's
  /// action lane extracts, on the slice of the parent's state its state lane focuses (in place),
  /// with the environment its environment lane derives. The effects it produces send their
  /// actions back embedded in the parent's, and see the child's slice as their `liveState`.
  ///
  /// With an optional or enum-case state lane the child runs only while its slice exists: an
  /// action arriving meanwhile is reported through ``RuntimeWarnings`` and ignored, and the
  /// child's running effects are cancelled as soon as the slice disappears.
  ///
  /// Which child an effect belongs to is decided after each reduction, from the state alone: a
  /// slice set to `nil` and then to a new value within one reduction never looked absent, so it is
  /// the same child and its running effects go on delivering to it — unless the child's state is
  /// `Identifiable` and its `id` changed: then it is a new child, and the old one's effects are
  /// cancelled right after that reduction. Give a child state an `id` when replacing it must
  /// start afresh. (A presentation has its own identity and needs no `id`.)
  @inlinable
  public func lift<GlobalAction, GlobalState, GlobalEnvironment>(
    _ scope: Relay.Scope<GlobalAction, GlobalState, GlobalEnvironment, Action, State, Environment>
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> {
    let run = self.run
    let actionLane = scope.action
    let stateLane = scope.state
    let environmentLane = scope.environment
    return Behavior<GlobalAction, GlobalState, GlobalEnvironment>(run: {
      globalAction, source, globalState, mutated, globalContext in
      guard let action = actionLane.extract(globalAction) else { return .none }
      var effect = Effect<Action>.none
      var childContext: EffectContext<State, Environment>?
      var childID: AnyHashable?
      let exists = stateLane.modify(&globalState) { state in
        defer { if !stateLane.isTotal, !effect.isNone { childID = childIdentity(of: state) } }
        effect = run(action, source, &state, &mutated) {
          let parent = globalContext()
          let readParent = parent.readState
          let context = EffectContext<State, Environment>(
            environment: environmentLane.get(parent.environment),
            readState: { readParent().flatMap(stateLane.read) }
          )
          childContext = context
          return context
        }
      }
      guard exists else {
        RuntimeWarnings.report(
          "\(globalAction) dispatched from \(source) was ignored: its state \(stateLane.name) does not "
            + "exist now. Dispatch child actions only while the child is shown.")
        return .none
      }
      if effect.isNone { return .none }
      let embedded = effect.map(actionLane.embed)
      guard !stateLane.isTotal, let readChild = childContext?.readState else { return embedded }
      guard let childID else { return embedded.alive(while: { readChild() != nil }) }
      // `nonisolated(unsafe)` is safe: the id is an immutable copy made here, and read only by the
      // condition below, which the store calls on the main actor — the same actor behaviours run
      // on — so it is never read concurrently with anything.
      nonisolated(unsafe) let startedWith = childID
      // An `Identifiable` child replaced by one with another id is another child.
      return embedded.alive(while: { readChild().map { childIdentity(of: $0) == startedWith } ?? false })
    })
  }

  /// This behaviour, moved into a parent whose environment it does not need; see
  /// ``lift(_:)-(Relay.Scope<GlobalAction,GlobalState,GlobalEnvironment,Action,State,Environment>)``.
  @inlinable
  public func lift<GlobalAction, GlobalState, GlobalEnvironment>(
    _ scope: Relay.ActionStateScope<GlobalAction, GlobalState, Action, State>
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> where Environment == Void {
    lift(
      Relay.Scope(action: scope.action, state: scope.state, environment: Relay.EnvironmentLane { _ in () }))
  }
}

/// The `id` of `state` when it is `Identifiable`: what tells a replaced child from the same one.
@usableFromInline
func childIdentity<State>(of state: State) -> AnyHashable? {
  guard let identifiable = state as? any Identifiable else { return nil }
  return identity(of: identifiable)
}

private func identity<Value: Identifiable>(of value: Value) -> AnyHashable { AnyHashable(value.id) }
