extension Relay {
  /// A relay scope with its action lane chosen; pick the state lane next.
  public struct ActionScope<GlobalAction, LocalAction>: Sendable {
    /// The action lane.
    public let action: ActionLane<GlobalAction, LocalAction>

    /// A scope with only its action lane.
    @inlinable
    public init(action: ActionLane<GlobalAction, LocalAction>) { self.action = action }

    /// This scope with `lane` as its state lane.
    @inlinable
    public func state<GlobalState, LocalState>(
      _ lane: StateLane<GlobalState, LocalState>
    ) -> ActionStateScope<GlobalAction, GlobalState, LocalAction, LocalState> {
      ActionStateScope(action: action, state: lane)
    }

    /// This scope with a total state lane through `keyPath`: the child's slice always exists.
    @inlinable
    public func state<GlobalState, LocalState>(
      _ keyPath: WritableKeyPath<GlobalState, LocalState> & Sendable
    ) -> ActionStateScope<GlobalAction, GlobalState, LocalAction, LocalState> {
      state(StateLane(keyPath))
    }

    /// This scope with an affine state lane through an optional `keyPath`: the child runs only
    /// while its slice is non-`nil`, and its effects are cancelled when the slice becomes `nil`.
    @inlinable
    public func state<GlobalState, LocalState>(
      _ keyPath: WritableKeyPath<GlobalState, LocalState?> & Sendable
    ) -> ActionStateScope<GlobalAction, GlobalState, LocalAction, LocalState> {
      state(StateLane(keyPath))
    }

    /// This scope with a total state lane through `lens`.
    @inlinable
    public func state<GlobalState, LocalState>(
      _ lens: Lens<GlobalState, LocalState>
    ) -> ActionStateScope<GlobalAction, GlobalState, LocalAction, LocalState> {
      state(StateLane(lens))
    }

    /// This scope with a partial state lane through `prism`: the child runs only while the
    /// parent's state is in that case.
    @inlinable
    public func state<GlobalState, LocalState>(
      _ prism: Prism<GlobalState, LocalState>
    ) -> ActionStateScope<GlobalAction, GlobalState, LocalAction, LocalState> {
      state(StateLane(prism))
    }

    /// This scope for a collection: its action lane carries ``ElementAction``s, and the elements
    /// live in the `IdentifiedArray` at `keyPath`, one child per id.
    @inlinable
    public func elements<GlobalState, ID: Hashable & Sendable, ChildAction, ChildState>(
      _ keyPath: WritableKeyPath<GlobalState, IdentifiedArray<ID, ChildState>> & Sendable
    ) -> ActionElementsScope<GlobalAction, GlobalState, ID, ChildAction, ChildState>
    where LocalAction == ElementAction<ID, ChildAction> {
      ActionElementsScope(action: action, elements: keyPath)
    }
  }

  /// A relay scope with its action and state lanes chosen; pick the environment lane next, or
  /// lift as is: the child then gets the parent's environment (same type) or none (`Void`).
  public struct ActionStateScope<GlobalAction, GlobalState, LocalAction, LocalState>: Sendable {
    /// The action lane.
    public let action: ActionLane<GlobalAction, LocalAction>
    /// The state lane.
    public let state: StateLane<GlobalState, LocalState>

    /// A scope with its action and state lanes.
    @inlinable
    public init(action: ActionLane<GlobalAction, LocalAction>, state: StateLane<GlobalState, LocalState>) {
      self.action = action
      self.state = state
    }

    /// The complete scope, with the child's environment read through `keyPath`.
    @inlinable
    public func environment<GlobalEnvironment, LocalEnvironment>(
      _ keyPath: KeyPath<GlobalEnvironment, LocalEnvironment> & Sendable
    ) -> Scope<GlobalAction, GlobalState, GlobalEnvironment, LocalAction, LocalState, LocalEnvironment> {
      Scope(action: action, state: state, environment: EnvironmentLane(keyPath))
    }

    /// The complete scope, with the child's environment made by `transform`.
    @inlinable
    public func environment<GlobalEnvironment, LocalEnvironment>(
      _ transform: @escaping @Sendable (GlobalEnvironment) -> LocalEnvironment
    ) -> Scope<GlobalAction, GlobalState, GlobalEnvironment, LocalAction, LocalState, LocalEnvironment> {
      Scope(action: action, state: state, environment: EnvironmentLane(transform))
    }
  }

  /// A complete relay scope: how a child's action, state and environment sit in a parent's.
  public struct Scope<
    GlobalAction, GlobalState, GlobalEnvironment, LocalAction, LocalState, LocalEnvironment
  >:
    Sendable
  {
    /// The action lane.
    public let action: ActionLane<GlobalAction, LocalAction>
    /// The state lane.
    public let state: StateLane<GlobalState, LocalState>
    /// The environment lane.
    public let environment: EnvironmentLane<GlobalEnvironment, LocalEnvironment>

    /// A scope from its three lanes.
    @inlinable
    public init(
      action: ActionLane<GlobalAction, LocalAction>,
      state: StateLane<GlobalState, LocalState>,
      environment: EnvironmentLane<GlobalEnvironment, LocalEnvironment>
    ) {
      self.action = action
      self.state = state
      self.environment = environment
    }
  }
}

// MARK: - Entry points: `Relay.Empty.action(…)`, and the leading-dot `.action(…)` as its alias

extension Relay.Empty {
  /// Starts a relay scope whose action lane is `prism`.
  @inlinable
  public static func action<GlobalAction, LocalAction>(
    _ prism: Prism<GlobalAction, LocalAction>
  ) -> Relay.ActionScope<GlobalAction, LocalAction> {
    Relay.ActionScope(action: Relay.ActionLane(prism))
  }

  /// Starts a relay scope whose action lane is the case key path `casePath` (`\.counter`).
  @inlinable
  public static func action<GlobalAction: HasCasePrisms, LocalAction>(
    _ casePath: KeyPath<GlobalAction, LocalAction?>
  ) -> Relay.ActionScope<GlobalAction, LocalAction> {
    action(Prism(casePath))
  }

  /// Starts a relay scope whose action lane is made of `extract` and `embed`.
  @inlinable
  public static func action<GlobalAction, LocalAction>(
    extract: @escaping @Sendable (GlobalAction) -> LocalAction?,
    embed: @escaping @Sendable (LocalAction) -> GlobalAction
  ) -> Relay.ActionScope<GlobalAction, LocalAction> {
    Relay.ActionScope(action: Relay.ActionLane(extract: extract, embed: embed))
  }
}

// The leading-dot form needs the entry points on the type `lift`/`liftCollection` expects; every
// scope type gets them once, here, as aliases of `Relay.Empty`'s.
extension Relay.Start {
  /// Starts a relay scope whose action lane is `prism` (leading-dot form: `lift(.action(…)…)`).
  @inlinable
  public static func action(
    _ prism: Prism<LaneGlobalAction, LaneLocalAction>
  ) -> Relay.ActionScope<LaneGlobalAction, LaneLocalAction> {
    Relay.Empty.action(prism)
  }

  /// Starts a relay scope whose action lane is the case key path `casePath` (leading-dot form).
  @inlinable
  public static func action(
    _ casePath: KeyPath<LaneGlobalAction, LaneLocalAction?>
  ) -> Relay.ActionScope<LaneGlobalAction, LaneLocalAction> where LaneGlobalAction: HasCasePrisms {
    Relay.Empty.action(casePath)
  }

  /// Starts a relay scope whose action lane is made of `extract` and `embed` (leading-dot form).
  @inlinable
  public static func action(
    extract: @escaping @Sendable (LaneGlobalAction) -> LaneLocalAction?,
    embed: @escaping @Sendable (LaneLocalAction) -> LaneGlobalAction
  ) -> Relay.ActionScope<LaneGlobalAction, LaneLocalAction> {
    Relay.Empty.action(extract: extract, embed: embed)
  }
}

extension Relay.ActionStateScope: Relay.Start {
  /// The parent's action type.
  public typealias LaneGlobalAction = GlobalAction
  /// The child's action type.
  public typealias LaneLocalAction = LocalAction
}

extension Relay.Scope: Relay.Start {
  /// The parent's action type.
  public typealias LaneGlobalAction = GlobalAction
  /// The child's action type.
  public typealias LaneLocalAction = LocalAction
}

// MARK: - A single child, as the lifting engine sees it

extension Relay.ActionStateScope: Relay.Path {
  @usableFromInline typealias Key = Void

  @inlinable var isTotal: Bool { state.isTotal }
  @inlinable var inlineOffset: Int? { state.inlineOffset }
  @inlinable var identifiesByState: Bool { true }

  @inlinable
  func route(_ action: GlobalAction) -> (key: Void, action: LocalAction)? {
    guard let local = self.action.extract(action) else { return nil }
    return ((), local)
  }

  @inlinable
  func embed(_ action: LocalAction, at key: Void) -> GlobalAction { self.action.embed(action) }

  @inlinable
  func modify(_ state: inout GlobalState, at key: Void, _ body: (inout LocalState) -> Void) -> Bool {
    self.state.modify(&state, body)
  }

  @inlinable
  func read(_ state: GlobalState, at key: Void) -> LocalState? { self.state.read(state) }

  @inlinable
  func absence(of action: GlobalAction, from source: ActionSource, at key: Void) -> String {
    "\(action) dispatched from \(source) was ignored: its state \(state.name) does not exist now. "
      + "Dispatch child actions only while the child is shown."
  }

  @usableFromInline
  func forEachChild(in state: GlobalState, _ body: (Void, SubscriptionID.Scope, LocalState) -> Void) {
    guard let child = self.state.read(state) else { return }
    body((), SubscriptionID.Scope(lane: self.state.name, identity: childIdentity(of: child)), child)
  }
}
