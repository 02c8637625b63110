import Foundation

/// When a snapshot assertion writes the snapshot instead of only comparing with it.
///
/// Whatever the mode, an assertion that writes a snapshot also fails its test: a recorded
/// snapshot is a claim someone has to read before it becomes the expectation.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Writes a snapshot only where none exists yet (the default): a new assertion records its
  /// first snapshot, an existing one is only compared.
  case missing
  /// Rewrites every snapshot that differs from what the view renders now.
  case failed
  /// Rewrites every snapshot, even one that matches: reformats them all.
  case all
  /// Never writes: a missing snapshot fails the test (what CI wants).
  case never

  /// The name of the environment variable that sets the mode for a whole run:
  /// `TEXTUI_SNAPSHOT_RECORD=failed swift test` records every snapshot that changed.
  public static let environmentVariable = "TEXTUI_SNAPSHOT_RECORD"

  /// The mode `TEXTUI_SNAPSHOT_RECORD` names, or ``missing`` when it is unset.
  ///
  /// An unknown value is a mistake worth stopping for, not one to silently ignore: it reads as
  /// ``never``, so the run fails where a snapshot is missing rather than recording in a mode
  /// nobody asked for, and the failure message names the variable.
  public static var current: SnapshotRecordMode {
    guard let value = ProcessInfo.processInfo.environment[environmentVariable] else {
      return .missing
    }
    return SnapshotRecordMode(rawValue: value.lowercased()) ?? .never
  }

  /// Whether the value of `TEXTUI_SNAPSHOT_RECORD` (if any) is one of the modes.
  static var environmentIsValid: Bool {
    guard let value = ProcessInfo.processInfo.environment[environmentVariable] else { return true }
    return SnapshotRecordMode(rawValue: value.lowercased()) != nil
  }

  /// Whether a snapshot in this mode is written, given whether one exists and whether it matches.
  func writes(existing: Bool, matches: Bool) -> Bool {
    switch self {
    case .missing: !existing
    case .failed: !existing || !matches
    case .all: true
    case .never: false
    }
  }
}
