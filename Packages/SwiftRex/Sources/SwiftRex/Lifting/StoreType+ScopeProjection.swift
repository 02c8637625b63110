extension StoreType {
  /// A view of the child that `scope` lifts — a single child, or a presented one: the same scope
  /// serves the behaviour (`child.lift(scope)`) and the view (`store.projection(scope)`), so where
  /// the child lives is said once. The scope's environment, if any, is the view's to read
  /// (`scope.environment(environment)`).
  ///
  /// `nil` when the child's state does not exist now (never, for a total state lane); otherwise a
  /// projection that behaves like ``transpose()``'s if the child later goes away — a presentation
  /// dismissed, an optional set to `nil` — and whose actions reach the parent embedded by the
  /// scope (`.presented` ones for a presentation).
  public func projection<Lanes: Relay.Lanes, ScopeEnvironment>(
    _ scope: Relay.Scope<Lanes, ScopeEnvironment>
  ) -> StoreProjection<Lanes.LocalState, Lanes.LocalAction>?
  where Lanes.GlobalAction == Action, Lanes.GlobalState == State, Lanes.Key == Void {
    projection(id: (), in: scope.lanes)
  }

  /// A view of the child with `id` among those `scope` lifts — an element of a collection, a
  /// screen of a stack: `nil` when there is no such child now; otherwise a projection that behaves
  /// like ``transpose()``'s if it is later removed or popped.
  public func projection<Lanes: Relay.Lanes, ScopeEnvironment>(
    _ id: Lanes.Key, in scope: Relay.Scope<Lanes, ScopeEnvironment>
  ) -> StoreProjection<Lanes.LocalState, Lanes.LocalAction>?
  where Lanes.GlobalAction == Action, Lanes.GlobalState == State {
    projection(id: id, in: scope.lanes)
  }

  /// The view of the child at `id` in `lanes`, for both overloads.
  private func projection<Lanes: Relay.Lanes>(
    id: Lanes.Key, in lanes: Lanes
  ) -> StoreProjection<Lanes.LocalState, Lanes.LocalAction>?
  where Lanes.GlobalAction == Action, Lanes.GlobalState == State {
    projection(action: { lanes.embed($0, at: id) }, state: { lanes.read($0, at: id) }).transpose()
  }
}
