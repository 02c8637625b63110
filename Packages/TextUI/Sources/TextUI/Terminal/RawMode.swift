import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Switches a terminal to raw mode and back: every key arrives at once as bytes, unechoed,
/// Ctrl-C, Ctrl-Z and Ctrl-\\ included (they are keys, not signals, while raw).
enum RawMode {
  /// Puts `descriptor` in raw mode; returns the mode to restore, or nil when it is not a
  /// terminal (nothing changed then).
  static func enter(_ descriptor: Int32) -> termios? {
    var saved = termios()
    guard tcgetattr(descriptor, &saved) == 0 else { return nil }
    var raw = saved
    // As cfmakeraw, but output processing stays on: frames keep writing "\n" for a new line.
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    // Block until one byte arrives: the reader polls, so it never sits in `read` for nothing.
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { return nil }
    return saved
  }

  /// Puts `descriptor` back in `mode`. Async-signal-safe (one system call), so a crash handler
  /// may call it.
  static func restore(_ descriptor: Int32, to mode: termios) {
    var mode = mode
    _ = tcsetattr(descriptor, TCSADRAIN, &mode)
  }
}
