import Foundation
import Observation
import SwiftRex

/// The one value that every ``Shared`` made with one storage in one container reads and writes.
///
/// Reads and writes take a lock, so effects may read it from any thread. Reading it in a view's
/// body registers the read with Observation, so the view is evaluated again when the value
/// changes, whoever changed it; a view that did not read it is not.
final class SharedReference<Value: Equatable & Sendable>: SharedBox, AnySharedReference, Observable,
  @unchecked Sendable
{
  // @unchecked Sendable: every mutable field below is read and written only while `lock` is
  // held; `storage`, `id` and `registrar` are immutable (the registrar is itself thread-safe).
  let id: String
  private let lock = NSLock()
  private var stored: Value
  /// A test store's expectation reads and writes this copy instead (see ``beginExpectation(from:)``).
  private var expectation: (value: Value, written: Bool)?
  private let storage: (any SharedStorage<Value>)?
  private var subscription: SharedStorageSubscription?
  private let registrar = ObservationRegistrar()

  /// A value with id `id`, starting at `value`, saved to `storage` after each change.
  init(id: String, value: Value, storage: (any SharedStorage<Value>)?) {
    self.id = id
    stored = value
    self.storage = storage
  }

  /// Starts following changes made to the storage outside the process.
  func listen() {
    guard let storage else { return }
    let subscription = storage.subscribe { [weak self] value in self?.storageChanged(to: value) }
    lock.withLock { self.subscription = subscription }
  }

  deinit {
    subscription?.cancel()
    storage?.flush()
  }

  var value: Value {
    registrar.access(self, keyPath: \.value)
    return lock.withLock { expectation?.value ?? stored }
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    let isExpectation = lock.withLock { expectation != nil }
    if isExpectation {
      return try lock.withLock {
        // Checked again under the lock: the expectation cannot end between the two.
        guard var copy = expectation?.value else { return try body(&stored) }
        defer { expectation = (copy, true) }
        return try body(&copy)
      }
    }
    SharedWriteCheck.reportIfOutsideReduction(id)
    registrar.willSet(self, keyPath: \.value)
    let (result, value) = try lock.withLock {
      let result = try body(&stored)
      return (result, stored)
    }
    registrar.didSet(self, keyPath: \.value)
    storage?.save(value)
    return result
  }

  /// The storage changed outside the process: take its value, as a change of the storage
  /// rather than a write (no action explains it, and none is needed).
  private func storageChanged(to value: Value) {
    guard lock.withLock({ stored != value }) else { return }
    registrar.willSet(self, keyPath: \.value)
    lock.withLock { stored = value }
    registrar.didSet(self, keyPath: \.value)
  }

  func entry() -> SharedSnapshot.Entry { SharedSnapshot.Entry(of: lock.withLock { stored }) }

  func beginExpectation(from entry: SharedSnapshot.Entry?) {
    lock.withLock {
      expectation = ((entry?.value as? Value) ?? stored, false)
    }
  }

  func endExpectation() -> (entry: SharedSnapshot.Entry, written: Bool) {
    let ended = lock.withLock {
      defer { expectation = nil }
      return expectation ?? (stored, false)
    }
    return (SharedSnapshot.Entry(of: ended.value), ended.written)
  }

  func restore(_ entry: SharedSnapshot.Entry) {
    guard let value = entry.value as? Value else { return }
    registrar.willSet(self, keyPath: \.value)
    lock.withLock { stored = value }
    registrar.didSet(self, keyPath: \.value)
    storage?.save(value)
  }

  func flush() { storage?.flush() }
}
