extension Behavior {
  /// This behaviour as a presented child of a parent; see ``Relay/PresentationScope``. The child
  /// gets the environment the scope's environment lane derives.
  @inlinable
  public func lift<GlobalAction, GlobalState, GlobalEnvironment>(
    _ scope: Relay.WithEnvironment<
      Relay.PresentationScope<GlobalAction, GlobalState, Action, State>, GlobalEnvironment, Environment
    >
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> {
    lifted(scope.lanes, environment: scope.environment.get)
  }

  /// This behaviour as a presented child of a parent whose environment it does not need.
  @inlinable
  public func lift<GlobalAction, GlobalState, GlobalEnvironment>(
    _ scope: Relay.PresentationScope<GlobalAction, GlobalState, Action, State>
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> where Environment == Void {
    lifted(scope, environment: { _ in () })
  }

  /// This behaviour as a presented child of a parent whose environment it shares.
  @inlinable
  public func lift<GlobalAction, GlobalState>(
    _ scope: Relay.PresentationScope<GlobalAction, GlobalState, Action, State>
  ) -> Behavior<GlobalAction, GlobalState, Environment> {
    lifted(scope, environment: { $0 })
  }

  /// This behaviour as the screens of a navigation stack; see ``Relay/StackScope``. The screens
  /// get the environment the scope's environment lane derives.
  @inlinable
  public func lift<GlobalAction, GlobalState, GlobalEnvironment>(
    _ scope: Relay.WithEnvironment<
      Relay.StackScope<GlobalAction, GlobalState, Action, State>, GlobalEnvironment, Environment
    >
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> {
    lifted(scope.lanes, environment: scope.environment.get)
  }

  /// This behaviour as the screens of a stack whose parent's environment they do not need.
  @inlinable
  public func lift<GlobalAction, GlobalState, GlobalEnvironment>(
    _ scope: Relay.StackScope<GlobalAction, GlobalState, Action, State>
  ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment> where Environment == Void {
    lifted(scope, environment: { _ in () })
  }

  /// This behaviour as the screens of a stack whose parent's environment they share.
  @inlinable
  public func lift<GlobalAction, GlobalState>(
    _ scope: Relay.StackScope<GlobalAction, GlobalState, Action, State>
  ) -> Behavior<GlobalAction, GlobalState, Environment> {
    lifted(scope, environment: { $0 })
  }

  /// The behaviour of a presented alert or confirmation dialog: it has no logic of its own — the
  /// parent handles the button's action (`.alert(.presented(.confirmDeletion))`) — and the
  /// presentation lift dismisses it after any button's action.
  ///
  /// ```swift
  /// Behavior.combine(parent, .presentation(.action(\.alert).presentation(\.$alert)))
  /// ```
  @inlinable
  public static func presentation<ChildAction, ChildState: ButtonDrivenPresentation>(
    _ scope: Relay.PresentationScope<Action, State, ChildAction, ChildState>
  ) -> Behavior {
    Behavior<ChildAction, ChildState, Environment>.identity.lift(scope)
  }
}
