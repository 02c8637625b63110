import Foundation

/// A flag Observation's change callback raises, from whichever thread mutated the data.
///
/// `@unchecked Sendable` is safe here: the only stored state, `raised`, is read and written
/// exclusively while holding `lock`.
final class InvalidationFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return raised
  }

  func set() {
    lock.lock()
    raised = true
    lock.unlock()
  }

  func clear() {
    lock.lock()
    raised = false
    lock.unlock()
  }
}
