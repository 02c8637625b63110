import Foundation

/// Whether the renderer's frame is stale, and whom to tell when it becomes so.
///
/// Observation reports changes on whichever thread mutates the data, so this state lives behind
/// a lock rather than on the main actor. `@unchecked Sendable` is safe here: every stored
/// property is read and written only while holding `lock`, and the callback is `@Sendable`
/// and invoked after the lock is released.
final class StaleSignal: @unchecked Sendable {
  private let lock = NSLock()
  private var stale = true
  private var suppressed = false
  private var callback: (@Sendable () -> Void)?

  var isStale: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stale
  }

  var onStale: (@Sendable () -> Void)? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return callback
    }
    set {
      lock.lock()
      callback = newValue
      lock.unlock()
    }
  }

  /// Marks the frame stale; tells the host once per stale period, never during a render.
  func raise() {
    lock.lock()
    let notify = !stale && !suppressed
    stale = true
    let callback = callback
    lock.unlock()
    if notify { callback?() }
  }

  func clear() {
    lock.lock()
    stale = false
    lock.unlock()
  }

  /// Holds notifications back while a render is running (the render itself consumes them).
  func suppressNotifications() {
    lock.lock()
    suppressed = true
    lock.unlock()
  }

  /// Lets notifications through again, telling the host now if the render left the frame stale.
  func resumeNotifications() {
    lock.lock()
    suppressed = false
    let callback = stale ? callback : nil
    lock.unlock()
    callback?()
  }
}
