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
  ///
  /// The same call lifts a collection's elements (`.elements(…)`, as `liftCollection(_:)` does), a
  /// presented child (`.presentation(…)`, see ``Relay/PresentationLanes``) and the screens of a
  /// stack (`.stack(…)`, see ``Relay/StackLanes``): the scope's lanes say which.
  @inlinable
  public func lift<Lanes: Relay.Lanes, GlobalEnvironment>(
    _ scope: Relay.Scope<Lanes, Relay.EnvironmentLane<GlobalEnvironment, Environment>>
  ) -> Behavior<Lanes.GlobalAction, Lanes.GlobalState, GlobalEnvironment>
  where Lanes.LocalAction == Action, Lanes.LocalState == State {
    scope.lanes.liftChild(self, environment: scope.environment.get)
  }

  /// This behaviour, moved through a scope with no environment lane: it gets the parent's
  /// environment as is (the same type), or — the overload Swift picks for a `Void` child — none.
  @inlinable
  public func lift<Lanes: Relay.Lanes, GlobalEnvironment>(
    _ scope: Relay.Scope<Lanes, Relay.InheritedEnvironment>
  ) -> Behavior<Lanes.GlobalAction, Lanes.GlobalState, GlobalEnvironment>
  where Lanes.LocalAction == Action, Lanes.LocalState == State, Environment == Void {
    scope.lanes.liftChild(self, environment: { _ in () })
  }

  /// This behaviour, moved into a parent whose environment it shares (the same type, passed
  /// through as is).
  @inlinable
  public func lift<Lanes: Relay.Lanes>(
    _ scope: Relay.Scope<Lanes, Relay.InheritedEnvironment>
  ) -> Behavior<Lanes.GlobalAction, Lanes.GlobalState, Environment>
  where Lanes.LocalAction == Action, Lanes.LocalState == State {
    scope.lanes.liftChild(self, environment: { $0 })
  }

  /// The one lifting engine behind `lift` and `liftCollection`: `path` says which child an action
  /// is for and where that child's state is; the rest — reducing in place, embedding effects,
  /// ignoring actions for an absent child, ending a child's effects when it goes — is the same
  /// for a single child and an element of a collection (see ``LiftedChild``).
  @inlinable
  func lifted<Path: Relay.Path, GlobalEnvironment>(
    _ path: Path,
    environment: @escaping @Sendable (GlobalEnvironment) -> Environment
  ) -> Behavior<Path.GlobalAction, Path.GlobalState, GlobalEnvironment>
  where Path.LocalAction == Action, Path.LocalState == State {
    // The body itself when there is no prelude: read through the computed `run`, the function
    // came back reabstracted, and every action paid a thunk at every level.
    let child = LiftedChild(path, run: prelude == nil ? body : run, environment: environment)
    if path.runsBeforeParent {
      return Behavior<Path.GlobalAction, Path.GlobalState, GlobalEnvironment>(
        prelude: { child.reduceBeforeParent($0, from: $1, in: &$2, mutated: &$3, parentContext: $4) },
        body: Behavior<Path.GlobalAction, Path.GlobalState, GlobalEnvironment>.noBody, hasBody: false,
        declare: liftedDeclaration(path, environment: environment))
    }
    return Behavior<Path.GlobalAction, Path.GlobalState, GlobalEnvironment>(
      run: { child.reduce($0, from: $1, in: &$2, mutated: &$3, parentContext: $4) },
      declare: liftedDeclaration(path, environment: environment))
  }
}

/// The `id` of `state` when it is `Identifiable`: what tells a replaced child from the same one.
@usableFromInline
func childIdentity<State>(of state: State) -> AnyHashable? {
  guard let identifiable = state as? any Identifiable else { return nil }
  return identity(of: identifiable)
}

private func identity<Value: Identifiable>(of value: Value) -> AnyHashable { AnyHashable(value.id) }
