extension Relay {
  /// The lanes of a navigation stack: its actions arrive in a ``StackAction`` case, its screens
  /// live in a ``StackState``. Lift the screens' behaviour through its scope
  /// (`screen.lift(.action(\.path).stack(\.path))`) and project a store for one screen's view
  /// (`store.projection(id, in: scope)`).
  ///
  /// The lift routes `.element(id:action:)` to the screen with that id (an action for a popped
  /// screen is reported through ``RuntimeWarnings`` and ignored), applies `.push(id:state:)` and
  /// `.popFrom(id:)` to the stack, cancels a screen's effects as soon as it is popped, and turns an
  /// `Effect.dismiss` a screen returns into popping it.
  public struct StackLanes<GlobalAction, GlobalState, LocalAction, LocalState>: Lanes {
    /// A screen is found by the id the stack gave it.
    public typealias Key = StackElementID

    /// The action lane, to the stack actions.
    public let action: ActionLane<GlobalAction, StackAction<LocalState, LocalAction>>
    /// Where the stack lives in the parent's state.
    public let stack: WritableKeyPath<GlobalState, StackState<LocalState>> & Sendable
    /// The byte offset of the stack inside the parent's state when `stack` is a key path to a
    /// property stored inline in a struct (see `Relay.StateLane`): routing a screen's action then
    /// skips the key-path runtime.
    @usableFromInline let stackOffset: Int?

    /// Lanes from the action lane and the key path to the stack.
    @inlinable
    init(
      action: ActionLane<GlobalAction, StackAction<LocalState, LocalAction>>,
      stack: WritableKeyPath<GlobalState, StackState<LocalState>> & Sendable
    ) {
      self.action = action
      self.stack = stack
      stackOffset = MemoryLayout<GlobalState>.offset(of: stack)
    }

    /// The screen `id`'s `action`, as the parent's `.element(id:action:)`.
    @inlinable
    public func embed(_ action: LocalAction, at id: StackElementID) -> GlobalAction {
      self.action.embed(.element(id: id, action: action))
    }

    /// The screen `id`'s state, while it is on the stack.
    @inlinable
    public func read(_ state: GlobalState, at id: StackElementID) -> LocalState? {
      state[keyPath: stack][id: id]
    }

    /// `child` as the behaviour of every screen; see `Behavior.lift(_:)`.
    @inlinable public func liftChild<E, G>(
      _ child: Behavior<LocalAction, LocalState, E>, environment: @escaping @Sendable (G) -> E
    ) -> Behavior<GlobalAction, GlobalState, G> { child.lifted(self, environment: environment) }
  }
}

extension Relay.ActionScope {
  /// The scope of a navigation stack: its action lane carries ``StackAction``s, and the screens
  /// live in the ``StackState`` at `keyPath`.
  @inlinable
  public func stack<GlobalState, ChildAction, ChildState>(
    _ keyPath: WritableKeyPath<GlobalState, StackState<ChildState>> & Sendable
  )
    -> Relay.Scope<
      Relay.StackLanes<GlobalAction, GlobalState, ChildAction, ChildState>, Relay.InheritedEnvironment
    >
  where LocalAction == StackAction<ChildState, ChildAction> {
    Relay.Scope(
      lanes: Relay.StackLanes(action: action, stack: keyPath), environment: Relay.InheritedEnvironment())
  }
}

// MARK: - A screen of a stack, as the lifting engine sees it

extension Relay.StackLanes: Relay.Path {
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
  func modify(_ state: inout GlobalState, at id: StackElementID, _ body: (inout LocalState) -> Void) -> Bool {
    guard let offset = stackOffset else { return state[keyPath: stack].modifyElement(id: id, body) }
    return withStoredField(at: offset, of: &state, as: StackState<LocalState>.self) {
      $0.modifyElement(id: id, body)
    }
  }

  @inlinable
  func navigation(_ action: GlobalAction, in state: GlobalState) -> PathNavigation<GlobalState>? {
    switch self.action.extract(action) {
    case .push(let id, let element):
      return { state in
        guard state[keyPath: stack].push(element, id: id) else {
          RuntimeWarnings.report(
            "\(action) was ignored: the stack at \(KeyPathDescription.readable(stack)) has already given the id "
              + "\(id). Push with a new id, or append to the stack's state.")
          return false
        }
        return true
      }
    case .popFrom(let id):
      guard state[keyPath: stack][id: id] != nil else {
        RuntimeWarnings.report(
          "\(action) was ignored: no screen with id \(id) is on the stack at "
            + "\(KeyPathDescription.readable(stack)).")
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
  func absence(
    of action: GlobalAction, from source: ActionSource, at id: StackElementID, in _: GlobalState
  ) -> String {
    "\(action) dispatched from \(source) was ignored: no screen with id \(id) is on the stack at "
      + "\(KeyPathDescription.readable(stack)). Was it popped before the action arrived?"
  }

  @inlinable
  func forEachChild(
    in state: GlobalState, _ body: (StackElementID, () -> SubscriptionID.Scope, LocalState) -> Void
  ) {
    let screens = state[keyPath: stack]
    guard !screens.isEmpty else { return }
    // Describing a key path walks it through reflection: described once a walk, and only when
    // a screen declares a subscription.
    var lane: String?
    for (id, screen) in zip(screens.ids, screens) {
      body(
        id,
        {
          let name = lane ?? "\(stack)"
          lane = name
          return SubscriptionID.Scope(lane: name, key: id)
        }, screen)
    }
  }
}
