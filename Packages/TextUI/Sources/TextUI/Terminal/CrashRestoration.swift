import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Restores the terminal when the process crashes (a Swift trap, a bad access, `abort`) while
/// the screen is raw: a shell left without echo and on the alternate screen is unusable.
///
/// The relay thread cannot help here — a crashing thread never returns to it — so these
/// signals get a handler of their own that writes the restore bytes, resets the keyboard's mode
/// (both async-signal-safe system calls), gives the signal its default action back and raises
/// it again: blocked while the handler runs, it ends the process as it would have once the
/// handler returns (a fault's instruction would also fault again; a signal sent with `kill` has
/// no instruction to re-run, hence the raise).
enum CrashRestoration {
  /// The signals a crash raises.
  static let crashSignals = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

  /// Records what to restore and installs the handlers.
  static func arm(keyboard: Int32, mode: termios, output: Int32, bytes: String) {
    crashRestoreState.bytes = Array(bytes.utf8)
    crashRestoreState.keyboard = keyboard
    crashRestoreState.mode = mode
    crashRestoreState.output = output
    for signalNumber in crashSignals { signal(signalNumber, restoreTerminalOnCrash) }
  }

  /// Gives the crash signals their default actions back: the terminal is restored already.
  static func disarm() {
    for signalNumber in crashSignals { signal(signalNumber, SIG_DFL) }
  }
}

/// `nonisolated(unsafe)` is safe: it is written only by `arm`, while the screen's lock is held
/// and before the handlers that read it are installed (installing is a system call, which
/// orders the writes before any later signal); the handler only reads it, and a crash stops the
/// process before anything writes it again.
nonisolated(unsafe) private var crashRestoreState = CrashRestoreState()

/// The crash handler: async-signal-safe calls only (`write`, `tcsetattr`, `signal`, `raise`),
/// and no copy of the state (a copy would retain its array).
private func restoreTerminalOnCrash(_ signalNumber: Int32) {
  crashRestoreState.bytes.withUnsafeBytes { _ = write(crashRestoreState.output, $0.baseAddress, $0.count) }
  _ = tcsetattr(crashRestoreState.keyboard, TCSADRAIN, &crashRestoreState.mode)
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}
