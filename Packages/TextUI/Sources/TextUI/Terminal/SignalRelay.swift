import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns signals into calls on an ordinary thread, with no signal lost.
///
/// A signal's handler is installed with `signal(2)` at once, so a signal sent the moment after
/// ``install(_:handler:)`` returns is caught. (A dispatch signal source registers asynchronously
/// after `resume()`, and a signal arriving in between meets `SIG_IGN` and is lost: the terminal
/// would stay on the alternate screen.) The handler itself only writes the signal's number to a
/// pipe — the one thing a signal handler can safely do — and a dedicated thread reads the pipe
/// and calls the installed closure, where restoring the terminal, taking a lock or re-raising the
/// signal are all allowed.
///
/// A signal the process ignores when the relay is installed (`nohup` ignores SIGHUP, a shell
/// without job control SIGINT for a background job) stays ignored: whoever started the process
/// asked for that. ``uninstall(_:)`` puts back what each signal did before.
///
/// `@unchecked Sendable` is safe: `handler`, `isReading` and `previous`, the only mutable state,
/// are read and written only while holding `lock`.
final class SignalRelay: @unchecked Sendable {
  /// The process's relay: signal dispositions are per process, so there is one.
  static let shared = SignalRelay()

  private let lock = NSLock()
  private var handler: (@Sendable (Int32) -> Void)?
  private var isReading = false
  /// What each caught signal did before the relay caught it.
  private var previous: [Int32: __sighandler_t?] = [:]

  private init() {}

  /// Relays `signals` to `handler` (on the relay's thread, one at a time, in arrival order),
  /// replacing any earlier handler; signals the process ignores are left ignored.
  func install(_ signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    self.handler = handler
    guard startReadingIfNeeded() else { return }
    for signalNumber in signals where previous[signalNumber] == nil {
      let before = signal(signalNumber, relaySignalToPipe)
      if Self.same(before, SIG_IGN) {
        signal(signalNumber, SIG_IGN)
      } else {
        previous[signalNumber] = .some(before)
      }
    }
  }

  /// Whether two dispositions are the same handler (C function pointers have no `==`).
  private static func same(_ first: __sighandler_t?, _ second: __sighandler_t?) -> Bool {
    unsafeBitCast(first, to: Int.self) == unsafeBitCast(second, to: Int.self)
  }

  /// Catches `signalNumber` again (after a handler set it to its default to re-raise it), if
  /// the relay caught it at installation.
  func catchSignal(_ signalNumber: Int32) {
    lock.lock()
    defer { lock.unlock() }
    guard previous[signalNumber] != nil else { return }
    signal(signalNumber, relaySignalToPipe)
  }

  /// Gives `signals` back what they did before ``install(_:handler:)`` and forgets the handler.
  func uninstall(_ signals: [Int32]) {
    lock.lock()
    defer { lock.unlock() }
    for signalNumber in signals {
      guard let before = previous.removeValue(forKey: signalNumber) else { continue }
      signal(signalNumber, before)
    }
    handler = nil
  }

  /// Whether the relay catches `signalNumber` (it was not ignored at installation).
  func catches(_ signalNumber: Int32) -> Bool {
    lock.withLock { previous[signalNumber] != nil }
  }

  /// Makes the pipe and starts the thread reading it, once; false when no pipe can be made (the
  /// signals keep their default actions then). Called while holding `lock`.
  private func startReadingIfNeeded() -> Bool {
    if isReading { return true }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // The handler must never block, even if the reader falls behind.
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    signalPipeWriteEnd = ends[1]
    isReading = true
    let readEnd = ends[0]
    Thread.detachNewThread { [self] in
      var byte: UInt8 = 0
      while true {
        let count = Foundation.read(readEnd, &byte, 1)
        if count < 0, errno == EINTR { continue }
        guard count == 1 else { return }
        lock.lock()
        let handler = handler
        lock.unlock()
        handler?(Int32(byte))
      }
    }
    return true
  }
}

/// The write end of the relay's pipe, for the signal handler, which can capture nothing.
/// `nonisolated(unsafe)` is safe: it is written once, under the relay's lock, before any handler
/// that reads it is installed (installing is a system call, which orders the write before every
/// later signal), and never written again.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The signal handler: writes the signal's number to the relay's pipe and nothing else (both
/// `write` and saving `errno` are async-signal-safe).
private func relaySignalToPipe(_ signalNumber: Int32) {
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: signalNumber)
  _ = write(signalPipeWriteEnd, &byte, 1)
  errno = savedErrno
}
