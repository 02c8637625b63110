/// What an effect factory (`.produce { ctx in … }`) can reach: the environment's dependencies,
/// and the store's live state.
public struct EffectContext<State, Environment> {
  /// The dependencies the store (or the lift) was given.
  public let environment: Environment
  @usableFromInline let readState: @MainActor @Sendable () -> State?

  /// Creates a context from an environment and a reader of the current state (returning `nil`
  /// once the state is gone: the store released, or an optional child's slice cleared).
  @inlinable
  public init(environment: Environment, readState: @escaping @MainActor @Sendable () -> State?) {
    self.environment = environment
    self.readState = readState
  }
}

extension EffectContext where State: Sendable {
  /// The store's state as it is right now, read on the main actor; `nil` once the store is gone
  /// or, for a lifted child, once its slice no longer exists.
  public var liveState: State? {
    get async { await readState() }
  }
}

extension EffectContext: Sendable where Environment: Sendable {}
