extension Relay {
  /// The lanes of a single child: how its action sits in the parent's and where its state is —
  /// always there (a key path, a lens) or only sometimes (an optional, an enum case).
  public struct ChildLanes<GlobalAction, GlobalState, LocalAction, LocalState>: Lanes {
    /// A single child needs no key.
    public typealias Key = Void

    /// The action lane.
    public let action: ActionLane<GlobalAction, LocalAction>
    /// The state lane.
    public let state: StateLane<GlobalState, LocalState>

    /// Lanes from an action lane and a state lane.
    @inlinable
    init(action: ActionLane<GlobalAction, LocalAction>, state: StateLane<GlobalState, LocalState>) {
      self.action = action
      self.state = state
    }

    /// The child's `action`, as the parent's.
    @inlinable
    public func embed(_ action: LocalAction, at key: Void) -> GlobalAction { self.action.embed(action) }

    /// The child's state in the parent's `state`, if it exists now.
    @inlinable
    public func read(_ state: GlobalState, at key: Void) -> LocalState? { self.state.read(state) }

    /// `child` moved into the parent through these lanes; see `Behavior.lift(_:)`.
    @inlinable public func liftChild<E, G>(
      _ child: Behavior<LocalAction, LocalState, E>, environment: @escaping @Sendable (G) -> E
    ) -> Behavior<GlobalAction, GlobalState, G> { child.lifted(self, environment: environment) }
  }
}

// MARK: - A single child, as the lifting engine sees it

extension Relay.ChildLanes: Relay.Path {
  @inlinable var isTotal: Bool { state.isTotal }
  @inlinable var inlineOffset: Int? { state.inlineOffset }
  @inlinable var identifiesByState: Bool { true }

  @inlinable
  func route(_ action: GlobalAction) -> (key: Void, action: LocalAction)? {
    guard let local = self.action.extract(action) else { return nil }
    return ((), local)
  }

  @inlinable
  func modify(_ state: inout GlobalState, at key: Void, _ body: (inout LocalState) -> Void) -> Bool {
    self.state.modify(&state, body)
  }

  @inlinable
  func absence(
    of action: GlobalAction, from source: ActionSource, at key: Void, in _: GlobalState
  ) -> String {
    "\(action) dispatched from \(source) was ignored: its state \(KeyPathDescription.readable(state.name)) "
      + "does not exist now. Dispatch child actions only while the child is shown."
  }

  @inlinable
  func forEachChild(in state: GlobalState, _ body: (Void, () -> SubscriptionID.Scope, LocalState) -> Void) {
    guard let child = self.state.read(state) else { return }
    body((), { SubscriptionID.Scope(lane: self.state.name, identity: childIdentity(of: child)) }, child)
  }
}
