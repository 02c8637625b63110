extension Relay {
  /// The lanes of a presented child: its actions arrive in a ``PresentationAction`` case, its
  /// state is a ``PresentationState`` (`@Presents`). Lift the child's behaviour through its scope
  /// (`child.lift(.action(\.editor).presentation(\.$editor))`) and project a store for its view
  /// (`store.projection(scope)`).
  ///
  /// The lift routes `.presented` actions to the child while it is presented (an action for an
  /// absent child is reported through ``RuntimeWarnings`` and ignored); `.dismiss` sets the state
  /// to `nil`; the child's effects are cancelled as soon as its presentation ends — dismissed,
  /// set to `nil` by the parent, or replaced by a new presentation, even within one reduction;
  /// and an `Effect.dismiss` the child returns becomes the parent's `.dismiss`. An alert or a
  /// confirmation dialog (a ``ButtonDrivenPresentation``, alone or as the case of a destination
  /// enum) is dismissed after any of its buttons' actions.
  public struct PresentationLanes<GlobalAction, GlobalState, LocalAction, LocalState>: Lanes {
    /// A presented child needs no key: there is one at a time.
    public typealias Key = Void

    /// The action lane, to the presentation actions.
    public let action: ActionLane<GlobalAction, PresentationAction<LocalAction>>
    /// Where the presentation lives in the parent's state: the projected `$child` of `@Presents`.
    public let presentation: WritableKeyPath<GlobalState, PresentationState<LocalState>> & Sendable

    /// Lanes from the action lane and the key path to the presentation.
    @inlinable
    init(
      action: ActionLane<GlobalAction, PresentationAction<LocalAction>>,
      presentation: WritableKeyPath<GlobalState, PresentationState<LocalState>> & Sendable
    ) {
      self.action = action
      self.presentation = presentation
    }

    /// The child's `action`, as the parent's `.presented` action.
    @inlinable
    public func embed(_ action: LocalAction, at key: Void) -> GlobalAction {
      self.action.embed(.presented(action))
    }

    /// The presented child's state, while something is presented.
    @inlinable
    public func read(_ state: GlobalState, at key: Void) -> LocalState? {
      state[keyPath: presentation].wrappedValue
    }

    /// `child` as the presented child; see `Behavior.lift(_:)`.
    @inlinable public func liftChild<E, G>(
      _ child: Behavior<LocalAction, LocalState, E>, environment: @escaping @Sendable (G) -> E
    ) -> Behavior<GlobalAction, GlobalState, G> { child.lifted(self, environment: environment) }
  }
}

extension Relay.ActionScope {
  /// The scope of a presented child: its action lane carries ``PresentationAction``s, and its
  /// state is the presentation at `keyPath` (`\.$editor`).
  @inlinable
  public func presentation<GlobalState, ChildAction, ChildState>(
    _ keyPath: WritableKeyPath<GlobalState, PresentationState<ChildState>> & Sendable
  )
    -> Relay.Scope<
      Relay.PresentationLanes<GlobalAction, GlobalState, ChildAction, ChildState>, Relay.InheritedEnvironment
    >
  where LocalAction == PresentationAction<ChildAction> {
    Relay.Scope(
      lanes: Relay.PresentationLanes(action: action, presentation: keyPath),
      environment: Relay.InheritedEnvironment())
  }
}

// MARK: - A presented child, as the lifting engine sees it

extension Relay.PresentationLanes: Relay.Path {
  @inlinable var isTotal: Bool { false }
  @inlinable var identifiesByState: Bool { true }
  @inlinable var runsBeforeParent: Bool { true }

  @inlinable
  func route(_ action: GlobalAction) -> (key: Void, action: LocalAction)? {
    guard case .presented(let local) = self.action.extract(action) else { return nil }
    return ((), local)
  }

  @inlinable
  func modify(_ state: inout GlobalState, at key: Void, _ body: (inout LocalState) -> Void) -> Bool {
    // Through the wrapper's in-place accessor: the presentation keeps its identity.
    updateIfPresent(&state[keyPath: presentation].wrappedValue, body)
  }

  @inlinable
  func ending(after action: LocalAction, at key: Void, in state: GlobalState) -> PathNavigation<GlobalState>?
  {
    // An alert or a dialog ends with the action of the button that sent it — unless the parent,
    // answering that button, has presented something else meanwhile.
    let presented = state[keyPath: presentation]
    guard let child = presented.wrappedValue, isButtonDriven(child, answeredBy: action) else { return nil }
    return dismissing(presented.identity)
  }

  /// Dismisses the presentation whose identity is `identity`, if it is still the one presented.
  @inlinable
  func dismissing(_ identity: PresentationIdentity?) -> PathNavigation<GlobalState> {
    { state in
      guard let identity, state[keyPath: presentation].identity == identity else { return false }
      state[keyPath: presentation].wrappedValue = nil
      return true
    }
  }

  @inlinable
  func identity(in state: GlobalState, at key: Void) -> AnyHashable? {
    state[keyPath: presentation].identity.map(AnyHashable.init)
  }

  @inlinable
  func navigation(_ action: GlobalAction, in state: GlobalState) -> PathNavigation<GlobalState>? {
    guard case .dismiss = self.action.extract(action) else { return nil }
    guard let identity = state[keyPath: presentation].identity else {
      RuntimeWarnings.report(
        "\(action) was ignored: nothing is presented at "
          + "\(PresentationKeyPathName.describe(presentation, in: state)). Was it dismissed already?")
      return nil
    }
    // The parent answering the dismissal still sees the presentation; one it replaced meanwhile
    // stays.
    return dismissing(identity)
  }

  @inlinable
  func dismissal(at key: Void) -> GlobalAction? { self.action.embed(.dismiss) }

  @inlinable
  func absence(
    of action: GlobalAction, from source: ActionSource, at key: Void, in state: GlobalState
  ) -> String {
    "\(action) dispatched from \(source) was ignored: nothing is presented at "
      + "\(PresentationKeyPathName.describe(presentation, in: state)). "
      + "Was it dismissed before the action arrived?"
  }

  @inlinable
  func forEachChild(in state: GlobalState, _ body: (Void, () -> SubscriptionID.Scope, LocalState) -> Void) {
    let presented = state[keyPath: presentation]
    guard let child = presented.wrappedValue else { return }
    // A new presentation is a new child, even of an equal state: its subscriptions start afresh.
    // Named by the child's type: the presentation's key path is computed and prints as an address.
    body(
      (),
      {
        SubscriptionID.Scope(
          lane: "presented \(String(reflecting: LocalState.self))", key: presented.identity,
          describesKey: false)
      }, child)
  }
}

/// Whether `state` is an alert or a dialog, whose every action ends its presentation — or, for a
/// destination enum, whether its current case holds one and `action` is of that same case: an
/// action of another case (one not presented) is ignored, and must not end the alert on show.
@usableFromInline
func isButtonDriven(_ state: Any, answeredBy action: Any) -> Bool {
  if state is any ButtonDrivenPresentation { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first,
    payload.value is any ButtonDrivenPresentation
  else { return false }
  let actionMirror = Mirror(reflecting: action)
  guard actionMirror.displayStyle == .enum else { return true }
  return actionMirror.children.first?.label == payload.label
}
