import Foundation

/// A value shared between threads, only ever touched while its lock is held.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 and the package supports macOS 14.
final class Locked<Value: Sendable>: @unchecked Sendable {
  // Sound as `Sendable`: `value` is private and every read and write happens inside `withLock`,
  // under `lock`, so no two threads ever touch it at once; what goes in and out is `Sendable`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
