/// The messages a snapshot assertion fails with: each says what happened and what to do next.
enum SnapshotFailure {
  /// The snapshot differs from what was rendered.
  static func mismatch(expected: String, actual: String) -> String {
    """
    The snapshot does not match what was rendered (− snapshot, + rendered; │ marks each row's end):
    \(SnapshotDiff(expected: expected, actual: actual).text)
    If the new rendering is right, record it: \(SnapshotRecordMode.environmentVariable)=failed, \
    or record: .failed on this assertion.
    """
  }

  /// There is no snapshot and the mode does not record one.
  static func missing(recordMode: SnapshotRecordMode) -> String {
    if !SnapshotRecordMode.environmentIsValid {
      return """
        No snapshot to compare with, and none was recorded: \
        \(SnapshotRecordMode.environmentVariable) is not one of \
        \(SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")).
        """
    }
    return """
      No snapshot to compare with, and record mode "\(recordMode.rawValue)" does not write one. \
      Run once with \(SnapshotRecordMode.environmentVariable)=missing to record it.
      """
  }

  /// A snapshot was written; the test fails so that someone reads it before it counts.
  static func recorded(where place: String, actual: String) -> String {
    """
    Recorded a snapshot \(place); check it and run the test again:
    \(actual)
    """
  }
}
