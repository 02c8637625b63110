extension StoreType {
  /// A store of the presented child that `scope` lifts, for the view a sheet (or any presentation)
  /// shows: `nil` while nothing is presented; otherwise a projection whose actions arrive as
  /// `.presented` actions, and which behaves like ``transpose()``'s once the child is dismissed.
  public func projection<LocalAction, LocalState>(
    _ scope: Relay.PresentationScope<Action, State, LocalAction, LocalState>
  ) -> StoreProjection<LocalState, LocalAction>? {
    projection(action: { scope.embed($0, at: ()) }, state: { scope.read($0, at: ()) }).transpose()
  }

  /// A store of the presented child that `scope` lifts, as `projection(_:)` with the scope's lanes.
  public func projection<Environment, LocalAction, LocalState, LocalEnvironment>(
    _ scope: Relay.WithEnvironment<
      Relay.PresentationScope<Action, State, LocalAction, LocalState>, Environment, LocalEnvironment
    >
  ) -> StoreProjection<LocalState, LocalAction>? {
    projection(scope.lanes)
  }

  /// A store of the screen with `id` on the stack that `scope` lifts: `nil` when that screen is
  /// not on the stack; otherwise a projection whose actions arrive as `.element(id:action:)`, and
  /// which behaves like ``transpose()``'s once the screen is popped.
  public func projection<LocalAction, LocalState>(
    _ id: StackElementID, in scope: Relay.StackScope<Action, State, LocalAction, LocalState>
  ) -> StoreProjection<LocalState, LocalAction>? {
    projection(action: { scope.embed($0, at: id) }, state: { scope.read($0, at: id) }).transpose()
  }

  /// A store of the screen with `id`, as `projection(_:in:)` with the scope's lanes.
  public func projection<Environment, LocalAction, LocalState, LocalEnvironment>(
    _ id: StackElementID,
    in scope: Relay.WithEnvironment<
      Relay.StackScope<Action, State, LocalAction, LocalState>, Environment, LocalEnvironment
    >
  ) -> StoreProjection<LocalState, LocalAction>? {
    projection(id, in: scope.lanes)
  }
}
