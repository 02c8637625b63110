extension Behavior {
  /// The behaviour of a presented alert or confirmation dialog: it has no logic of its own — the
  /// parent handles the button's action (`.alert(.presented(.confirmDeletion))`) — and the
  /// presentation lift dismisses it after any button's action.
  ///
  /// ```swift
  /// Behavior.combine(parent, .presentation(.action(\.alert).presentation(\.$alert)))
  /// ```
  @inlinable
  public static func presentation<ChildAction, ChildState: ButtonDrivenPresentation>(
    _ scope: Relay.Scope<
      Relay.PresentationLanes<Action, State, ChildAction, ChildState>, Relay.InheritedEnvironment
    >
  ) -> Behavior {
    Behavior<ChildAction, ChildState, Environment>.identity.lift(scope)
  }
}
