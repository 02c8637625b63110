extension Relay {
  /// A relay scope with its action lane chosen; pick where the child lives next: `.state(…)` for
  /// a single child, `.elements(…)` for a collection, `.presentation(…)` or `.stack(…)` for
  /// navigation. Each gives a ``Scope``.
  public struct ActionScope<GlobalAction, LocalAction>: Sendable {
    /// The action lane.
    public let action: ActionLane<GlobalAction, LocalAction>

    /// A scope with only its action lane.
    @inlinable
    init(action: ActionLane<GlobalAction, LocalAction>) { self.action = action }

    /// The scope of a single child whose state lane is `lane`.
    @inlinable
    func child<GlobalState, LocalState>(
      _ lane: StateLane<GlobalState, LocalState>
    ) -> Scope<ChildLanes<GlobalAction, GlobalState, LocalAction, LocalState>, InheritedEnvironment> {
      Scope(lanes: ChildLanes(action: action, state: lane), environment: InheritedEnvironment())
    }

    /// The scope of a single child with a total state lane through `keyPath`: the child's slice
    /// always exists.
    @inlinable
    public func state<GlobalState, LocalState>(
      _ keyPath: WritableKeyPath<GlobalState, LocalState> & Sendable
    ) -> Scope<ChildLanes<GlobalAction, GlobalState, LocalAction, LocalState>, InheritedEnvironment> {
      child(StateLane(keyPath))
    }

    /// The scope of a single child with an affine state lane through an optional `keyPath`: the
    /// child runs only while its slice is non-`nil`, and its effects are cancelled when the slice
    /// becomes `nil`.
    @inlinable
    public func state<GlobalState, LocalState>(
      _ keyPath: WritableKeyPath<GlobalState, LocalState?> & Sendable
    ) -> Scope<ChildLanes<GlobalAction, GlobalState, LocalAction, LocalState>, InheritedEnvironment> {
      child(StateLane(keyPath))
    }

    /// The scope of a single child with a total state lane through `lens`.
    @inlinable
    public func state<GlobalState, LocalState>(
      _ lens: Lens<GlobalState, LocalState>
    ) -> Scope<ChildLanes<GlobalAction, GlobalState, LocalAction, LocalState>, InheritedEnvironment> {
      child(StateLane(lens))
    }

    /// The scope of a single child with a partial state lane through `prism`: the child runs only
    /// while the parent's state is in that case.
    @inlinable
    public func state<GlobalState, LocalState>(
      _ prism: Prism<GlobalState, LocalState>
    ) -> Scope<ChildLanes<GlobalAction, GlobalState, LocalAction, LocalState>, InheritedEnvironment> {
      child(StateLane(prism))
    }

    /// The scope of a collection: its action lane carries ``ElementAction``s, and the elements
    /// live in the `IdentifiedArray` at `keyPath`, one child per id.
    @inlinable
    public func elements<GlobalState, ID: Hashable & Sendable, ChildAction, ChildState>(
      _ keyPath: WritableKeyPath<GlobalState, IdentifiedArray<ID, ChildState>> & Sendable
    ) -> Scope<ElementLanes<GlobalAction, GlobalState, ID, ChildAction, ChildState>, InheritedEnvironment>
    where LocalAction == ElementAction<ID, ChildAction> {
      Scope(lanes: ElementLanes(action: action, elements: keyPath), environment: InheritedEnvironment())
    }
  }
}
