/// What a behaviour knows when an action arrives, before anything is reduced: where the action
/// came from and the state as it was.
public struct BehaviorContext<State> {
  /// Where the action was dispatched from.
  public let source: ActionSource
  /// The state before this action's reduction.
  public let state: State

  /// Creates a context; the store and lifting make these, tests may too.
  @inlinable
  public init(source: ActionSource, state: State) {
    self.source = source
    self.state = state
  }
}
