extension Relay {
  /// Where a child lives in a parent — its lanes (a single child, a collection's elements, a
  /// presentation or a stack's screens) and its environment — said once, as one value: `lift`
  /// moves a behaviour through it and `projection` gives a view of it.
  ///
  /// Built `Relay.Empty.action(…).state(…).environment(…)` (`.elements(…)`, `.presentation(…)` or
  /// `.stack(…)` in place of `.state(…)`); without `.environment(…)` the child shares the
  /// parent's environment, or needs none (``InheritedEnvironment``). Its lanes read through it
  /// (`scope.action`, `scope.stack`), and `scope.environment(parentEnvironment)` is the child's
  /// environment once one is chosen.
  @dynamicMemberLookup
  public struct Scope<Lanes: Sendable, Environment: Sendable>: Sendable {
    /// Where the child lives: its action and state lanes.
    @usableFromInline let lanes: Lanes
    /// How the child's environment is made from the parent's: an ``EnvironmentLane``, or
    /// ``InheritedEnvironment`` when none was chosen.
    public let environment: Environment

    /// A scope from its lanes and its environment.
    @inlinable
    init(lanes: Lanes, environment: Environment) {
      self.lanes = lanes
      self.environment = environment
    }

    /// A lane of the scope (`scope.action`, `scope.presentation`, `scope.stack`).
    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<Lanes, Value>) -> Value { lanes[keyPath: keyPath] }
  }
}

// MARK: - Entry points: `Relay.Empty.action(…)`, and the leading-dot `lift(.action(…)…)`

extension Relay.Scope {
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

// MARK: - The environment lane, chosen last

extension Relay.Scope where Environment == Relay.InheritedEnvironment {
  /// This scope, with the child's environment read through `keyPath`.
  @inlinable
  public func environment<GlobalEnvironment, LocalEnvironment>(
    _ keyPath: KeyPath<GlobalEnvironment, LocalEnvironment> & Sendable
  ) -> Relay.Scope<Lanes, Relay.EnvironmentLane<GlobalEnvironment, LocalEnvironment>> {
    Relay.Scope(lanes: lanes, environment: Relay.EnvironmentLane(keyPath))
  }

  /// This scope, with the child's environment made by `transform`.
  @inlinable
  public func environment<GlobalEnvironment, LocalEnvironment>(
    _ transform: @escaping @Sendable (GlobalEnvironment) -> LocalEnvironment
  ) -> Relay.Scope<Lanes, Relay.EnvironmentLane<GlobalEnvironment, LocalEnvironment>> {
    Relay.Scope(lanes: lanes, environment: Relay.EnvironmentLane(transform))
  }
}
