extension Relay {
  /// How a navigation stack sits in its parent: its actions arrive in a ``StackAction`` case, its
  /// screens live in a ``StackState``. Lift the screens' behaviour through it
  /// (`screen.lift(.action(\.path).stack(\.path))`) and project a store for one screen's view
  /// (`store.projection(id, in: scope)`).
  ///
  /// The lift routes `.element(id:action:)` to the screen with that id (an action for a popped
  /// screen is reported through ``RuntimeWarnings`` and ignored), applies `.push(id:state:)` and
  /// `.popFrom(id:)` to the stack, cancels a screen's effects as soon as it is popped, and turns an
  /// `Effect.dismiss` a screen returns into popping it.
  public struct StackScope<GlobalAction, GlobalState, LocalAction, LocalState>: Sendable {
    /// The action lane, to the stack actions.
    public let action: ActionLane<GlobalAction, StackAction<LocalState, LocalAction>>
    /// Where the stack lives in the parent's state.
    public let stack: WritableKeyPath<GlobalState, StackState<LocalState>> & Sendable

    /// A scope from its action lane and the key path to the stack.
    @inlinable
    public init(
      action: ActionLane<GlobalAction, StackAction<LocalState, LocalAction>>,
      stack: WritableKeyPath<GlobalState, StackState<LocalState>> & Sendable
    ) {
      self.action = action
      self.stack = stack
    }

    /// The complete scope, with the screens' environment read through `keyPath`.
    @inlinable
    public func environment<GlobalEnvironment, LocalEnvironment>(
      _ keyPath: KeyPath<GlobalEnvironment, LocalEnvironment> & Sendable
    ) -> WithEnvironment<StackScope, GlobalEnvironment, LocalEnvironment> {
      WithEnvironment(lanes: self, environment: EnvironmentLane(keyPath))
    }

    /// The complete scope, with the screens' environment made by `transform`.
    @inlinable
    public func environment<GlobalEnvironment, LocalEnvironment>(
      _ transform: @escaping @Sendable (GlobalEnvironment) -> LocalEnvironment
    ) -> WithEnvironment<StackScope, GlobalEnvironment, LocalEnvironment> {
      WithEnvironment(lanes: self, environment: EnvironmentLane(transform))
    }
  }
}

extension Relay.ActionScope {
  /// This scope for a navigation stack: its action lane carries ``StackAction``s, and the
  /// screens live in the ``StackState`` at `keyPath`.
  @inlinable
  public func stack<GlobalState, ChildAction, ChildState>(
    _ keyPath: WritableKeyPath<GlobalState, StackState<ChildState>> & Sendable
  ) -> Relay.StackScope<GlobalAction, GlobalState, ChildAction, ChildState>
  where LocalAction == StackAction<ChildState, ChildAction> {
    Relay.StackScope(action: action, stack: keyPath)
  }
}

extension Relay.StackScope: Relay.Start {
  /// The parent's action type.
  public typealias LaneGlobalAction = GlobalAction
  /// The stack actions the lane extracts.
  public typealias LaneLocalAction = StackAction<LocalState, LocalAction>
}

// MARK: - A screen of a stack, as the lifting engine sees it

extension Relay.StackScope: Relay.Path {
  @usableFromInline typealias Key = StackElementID

  // A screen may always be gone; its id is never reused, so no identity check is needed.
  @inlinable var isTotal: Bool { false }
  @inlinable var identifiesByState: Bool { false }
  @inlinable var runsBeforeParent: Bool { true }

  @inlinable
  func route(_ action: GlobalAction) -> (key: StackElementID, action: LocalAction)? {
    guard case .element(let id, let local) = self.action.extract(action) else { return nil }
    return (id, local)
  }

  @inlinable
  func embed(_ action: LocalAction, at id: StackElementID) -> GlobalAction {
    self.action.embed(.element(id: id, action: action))
  }

  @inlinable
  func modify(_ state: inout GlobalState, at id: StackElementID, _ body: (inout LocalState) -> Void) -> Bool {
    state[keyPath: stack].modifyElement(id: id, body)
  }

  @inlinable
  func read(_ state: GlobalState, at id: StackElementID) -> LocalState? { state[keyPath: stack][id: id] }

  @inlinable
  func navigation(_ action: GlobalAction, in state: GlobalState) -> PathNavigation<GlobalState>? {
    switch self.action.extract(action) {
    case .push(let id, let element):
      return { state in
        guard state[keyPath: stack].push(element, id: id) else {
          RuntimeWarnings.report(
            "\(action) was ignored: the stack at \(stack) has already given the id \(id). Push with a new "
              + "id, or append to the stack's state.")
          return false
        }
        return true
      }
    case .popFrom(let id):
      guard state[keyPath: stack][id: id] != nil else {
        RuntimeWarnings.report("\(action) was ignored: no screen with id \(id) is on the stack at \(stack).")
        return nil
      }
      // A screen the parent popped itself, answering the same action, stays popped.
      return { state in
        guard state[keyPath: stack][id: id] != nil else { return false }
        state[keyPath: stack].pop(from: id)
        return true
      }
    case .element, nil:
      return nil
    }
  }

  @inlinable
  func dismissal(at id: StackElementID) -> GlobalAction? { self.action.embed(.popFrom(id: id)) }

  @inlinable
  func absence(of action: GlobalAction, from source: ActionSource, at id: StackElementID) -> String {
    "\(action) dispatched from \(source) was ignored: no screen with id \(id) is on the stack at \(stack). "
      + "Was it popped before the action arrived?"
  }

  @usableFromInline
  func forEachChild(in state: GlobalState, _ body: (StackElementID, SubscriptionID.Scope, LocalState) -> Void)
  {
    let screens = state[keyPath: stack]
    // Describing a key path walks it through reflection: only a lane with children needs it,
    // and subscriptions are reconciled after every action.
    guard !screens.isEmpty else { return }
    let lane = "\(stack)"
    for (id, screen) in zip(screens.ids, screens) {
      body(id, SubscriptionID.Scope(lane: lane, key: id), screen)
    }
  }
}
