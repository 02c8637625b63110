import Foundation

/// The signal that asked the session to end, set on the signal relay's thread and read by the
/// driver's loop on the main actor: a script's queued commands or a busy loop must not run
/// ahead of it.
///
/// `@unchecked Sendable` is safe: `received`, the only mutable state, is read and written only
/// while holding `lock`.
final class EndingSignalLatch: @unchecked Sendable {
  private let lock = NSLock()
  private var received: Int32?

  /// The first ending signal received, if any.
  var signal: Int32? { lock.withLock { received } }

  /// Records `signalNumber`; true when it is the first, false when the session was already
  /// ending (a second signal ends the process at once).
  func record(_ signalNumber: Int32) -> Bool {
    lock.withLock {
      guard received == nil else { return false }
      received = signalNumber
      return true
    }
  }
}
