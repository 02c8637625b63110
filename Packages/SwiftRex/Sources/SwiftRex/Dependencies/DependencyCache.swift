import Foundation

/// The default values a ``DependencyValues`` handed out, kept so that a key's value is made once:
/// a test's `uuid` keeps counting instead of starting again at each read.
final class DependencyCache: @unchecked Sendable {
  // Sound as `Sendable`: `values` is private and read and written only in `value(for:make:)`,
  // under `lock`; what goes in and out is `Sendable`.
  private let lock = NSLock()
  private var values: [ObjectIdentifier: any Sendable] = [:]

  /// The value kept for `key`, made by `make` the first time.
  func value<Value: Sendable>(for key: ObjectIdentifier, make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let value = values[key] as? Value { return value }
    let value = make()
    values[key] = value
    return value
  }
}
