/// Where a replay first stopped matching its recording: the action after which the state
/// differed (or the final record), its source, and how the replayed state differs.
public struct ReplayDivergence: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line of the recording where the difference was found.
  public var line: Int
  /// The action's index in the run, or `nil` when the initial or final state differed.
  public var index: Int?
  /// The action, printed; empty when no action is at fault.
  public var action: String
  /// Where the action was dispatched from when it was recorded.
  public var source: RecordedSource?
  /// The recorded state (`−`) against the replayed one (`+`), as `StateDiff` prints it.
  public var diff: String

  /// A divergence found on `line`.
  public init(line: Int, index: Int?, action: String, source: RecordedSource?, diff: String) {
    self.line = line
    self.index = index
    self.action = action
    self.source = source
    self.diff = diff
  }

  /// Several lines: where, which action, and the diff.
  public var description: String {
    let what =
      if let index, let source {
        "after action \(index), \(action), dispatched from \(source)"
      } else {
        action
      }
    return "The replay diverged at line \(line) of the recording, \(what):\n\(diff)"
  }
}
