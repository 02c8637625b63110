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
  // held (the subscription also in `deinit`, when nothing else can reach the object); `storage`, `id` and `registrar` are immutable (the registrar is itself thread-safe).
  let id: String
  private let lock = NSLock()
  // Unchecked: every access holds `lock`, which is what exclusivity checking would enforce; the
  // runtime check cost a read a fifth of its time.
  @exclusivity(unchecked) private var stored: Value
  /// Whether a test store's expectation is running: reads and writes then go to `expected`
  /// (see ``beginExpectation(from:)``). A flag of its own so the common read tests a `Bool`,
  /// not an optional of a generic type, whose metadata is looked up at run time.
  private var isExpecting = false
  private var expected: Value?
  private var expectedWasWritten = false
  private let storage: (any SharedStorage<Value>)?
  private var subscription: SharedStorageSubscription?
  private let registrar = ObservationRegistrar()
  /// `\.value`, made once: a key path into a generic class is otherwise instantiated at run
  /// time on every use (demangling its type), which made each read cost microseconds.
  private let valueKeyPath: KeyPath<SharedReference<Value>, Value>

  /// A value with id `id`, starting at `value`, saved to `storage` after each change.
  init(id: String, value: Value, storage: (any SharedStorage<Value>)?) {
    self.id = id
    stored = value
    self.storage = storage
    valueKeyPath = \SharedReference<Value>.value
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
    registrar.access(self, keyPath: valueKeyPath)
    lock.lock()
    defer { lock.unlock() }
    if isExpecting, let expected { return expected }
    return stored
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    let isExpectation = lock.withLock { isExpecting }
    if isExpectation {
      return try lock.withLock {
        // Checked again under the lock: the expectation cannot end between the two.
        guard isExpecting, var copy = expected else { return try body(&stored) }
        defer {
          expected = copy
          expectedWasWritten = true
        }
        return try body(&copy)
      }
    }
    SharedWriteCheck.reportIfOutsideReduction(id)
    registrar.willSet(self, keyPath: valueKeyPath)
    let (result, value) = try lock.withLock {
      let result = try body(&stored)
      return (result, stored)
    }
    registrar.didSet(self, keyPath: valueKeyPath)
    storage?.save(value)
    return result
  }

  /// The storage changed outside the process: take its value, as a change of the storage
  /// rather than a write (no action explains it, and none is needed).
  private func storageChanged(to value: Value) {
    guard lock.withLock({ stored != value }) else { return }
    registrar.willSet(self, keyPath: valueKeyPath)
    lock.withLock { stored = value }
    registrar.didSet(self, keyPath: valueKeyPath)
  }

  func entry() -> SharedSnapshot.Entry { SharedSnapshot.Entry(of: lock.withLock { stored }) }

  func beginExpectation(from entry: SharedSnapshot.Entry?) {
    lock.withLock {
      expected = (entry?.value as? Value) ?? stored
      expectedWasWritten = false
      isExpecting = true
    }
  }

  func endExpectation() -> (entry: SharedSnapshot.Entry, written: Bool) {
    let (value, written) = lock.withLock {
      defer {
        isExpecting = false
        expected = nil
        expectedWasWritten = false
      }
      return (expected ?? stored, isExpecting && expectedWasWritten)
    }
    return (SharedSnapshot.Entry(of: value), written)
  }

  func restore(_ entry: SharedSnapshot.Entry) {
    guard let value = entry.value as? Value else { return }
    registrar.willSet(self, keyPath: valueKeyPath)
    lock.withLock { stored = value }
    registrar.didSet(self, keyPath: valueKeyPath)
    storage?.save(value)
  }

  /// Takes `value`, decoded for this id (a recorded state). Inside a test store's expectation it
  /// is what the test expects, so it sets the expectation's copy, as a write there does; anywhere
  /// else it is a restore, made only when the value differs.
  func adoptDecoded(_ value: Value) {
    let isExpectation = lock.withLock {
      guard isExpecting, expected != nil else { return false }
      expected = value
      expectedWasWritten = true
      return true
    }
    guard !isExpectation, lock.withLock({ stored != value }) else { return }
    restore(SharedSnapshot.Entry(of: value))
  }

  func flush() { storage?.flush() }
}
