/// Why the action log (`--log FILE`) could not be opened or written, phrased for the person
/// running the app. Not a usage error: the command line was understood, the file is the trouble.
public enum ActionLogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be opened (or created) for writing; `reason` is the system's.
  case cannotOpen(path: String, reason: String)
  /// `path` names a FIFO nobody is reading: writing to it would block the app before it starts.
  case noReader(path: String)
  /// `path` names something a log cannot be appended to (a folder, a socket); `kind` says what.
  case notAFile(path: String, kind: String)
  /// A write failed mid-session (disk full, device error); logging stopped there.
  case writeFailed(path: String, reason: String)

  /// A sentence saying what is wrong and what happens next.
  public var description: String {
    switch self {
    case .cannotOpen(let path, let reason):
      "Cannot open the log file \(path) for writing: \(reason)."
    case .noReader(let path):
      "The log file \(path) is a FIFO that nothing is reading; start its reader first, or log to a file."
    case .notAFile(let path, let kind):
      "The log file \(path) is \(kind), not a file the action log can be appended to."
    case .writeFailed(let path, let reason):
      "Writing the action log to \(path) failed: \(reason). Logging has stopped; the session goes on."
    }
  }
}
