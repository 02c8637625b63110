/// Why a terminal session ended.
public enum TerminalExit: Hashable, Sendable {
  /// The user typed `quit`.
  case quit
  /// Input ended (end of file, or the script of commands ran out).
  case endOfInput
}
