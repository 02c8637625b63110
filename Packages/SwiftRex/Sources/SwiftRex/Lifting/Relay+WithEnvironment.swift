extension Relay {
  /// A navigation scope — a presentation or a stack — with its environment lane chosen: the
  /// child's behaviour gets `environment` of the parent's environment.
  public struct WithEnvironment<Lanes: Sendable, GlobalEnvironment, LocalEnvironment>: Sendable {
    /// The action and state lanes.
    public let lanes: Lanes
    /// The environment lane.
    public let environment: EnvironmentLane<GlobalEnvironment, LocalEnvironment>

    /// A scope from its lanes and its environment lane.
    @inlinable
    public init(lanes: Lanes, environment: EnvironmentLane<GlobalEnvironment, LocalEnvironment>) {
      self.lanes = lanes
      self.environment = environment
    }
  }
}
