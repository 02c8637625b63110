import Foundation

/// The signal that asked the session to end, set on the signal relay's thread and read by the
/// driver's loop on the main actor: a script's queued commands or a busy loop must not run
/// ahead of it.
///
/// `@unchecked Sendable` is safe: `received` and `waiters`, the only mutable state, are read and
/// written only while holding `lock`.
final class EndingSignalLatch: @unchecked Sendable {
  private let lock = NSLock()
  private var received: Int32?
  private var waiters: [Int: @Sendable () -> Void] = [:]
  private var nextWaiter = 0

  /// Calls `body` once an ending signal is recorded: now if one was, else on the relay's thread
  /// when it comes, unless ``forget(_:)`` is called first with the number returned.
  @discardableResult
  func whenRecorded(_ body: @escaping @Sendable () -> Void) -> Int {
    let (now, key): (Bool, Int) = lock.withLock {
      nextWaiter += 1
      if received != nil { return (true, nextWaiter) }
      waiters[nextWaiter] = body
      return (false, nextWaiter)
    }
    if now { body() }
    return key
  }

  /// Stops waiting with the `body` that ``whenRecorded(_:)`` numbered `key`.
  func forget(_ key: Int) {
    lock.withLock { _ = waiters.removeValue(forKey: key) }
  }

  /// The first ending signal received, if any.
  var signal: Int32? { lock.withLock { received } }

  /// Records `signalNumber`; true when it is the first, false when the session was already
  /// ending (a second signal ends the process at once).
  func record(_ signalNumber: Int32) -> Bool {
    let waiting: [@Sendable () -> Void]? = lock.withLock {
      guard received == nil else { return nil }
      received = signalNumber
      defer { waiters.removeAll() }
      return Array(waiters.values)
    }
    guard let waiting else { return false }
    for body in waiting { body() }
    return true
  }
}
