/// How a replay ended.
public enum ReplayOutcome: Equatable, Sendable {
  /// Every action was replayed and the final state equals the recorded one.
  case matched(actions: Int)
  /// The replayed state stopped matching the recorded one.
  case diverged(ReplayDivergence)
}
