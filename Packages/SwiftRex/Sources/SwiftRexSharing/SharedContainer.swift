import Foundation
import SwiftRex

/// The shared values of one world: the process's (``default``), or a test's own.
///
/// A ``Shared`` made with a storage finds its value in the current container — the one bound
/// with ``withContainer(_:operation:)``, ``default`` otherwise — and creates it there the first
/// time. A test store makes a fresh container for each test and binds it while the test's state
/// is built and its actions run, so no test sees another's values, even when they run in
/// parallel with the same key.
public final class SharedContainer: @unchecked Sendable {
  // @unchecked Sendable: `references` is read and written only while `lock` is held.
  /// The container of the process: where values live unless a test (or an app that wants two
  /// worlds) binds another.
  public static let `default` = SharedContainer()

  /// The container values are found in now.
  @TaskLocal public static var current: SharedContainer = .default

  private let lock = NSLock()
  private var references = References()

  /// What the container holds: the values made with a storage, by id, and those made with a
  /// value alone, held weakly (they live as long as a state holds them).
  private struct References: Sendable {
    var keyed: [String: any AnySharedReference] = [:]
    var unkeyed: [Int: WeakReference] = [:]
    var unkeyedCount = 0
  }

  /// A weak hold on a value made with a value alone.
  private struct WeakReference: Sendable {
    weak var reference: (any AnySharedReference)?
  }

  /// An empty container.
  public init() {}

  /// Runs `operation` with `container` as the ``current`` container, on this task and the tasks
  /// it creates.
  @discardableResult
  public static func withContainer<R>(_ container: SharedContainer, operation: () throws -> R) rethrows -> R {
    try $current.withValue(container, operation: operation)
  }

  /// The value `storage` names, made from `storage.load()` or `initial` if the container has none
  /// yet. A value of another type under the same id is a programmer error, reported; the holder
  /// then gets a value of its own.
  func reference<S: SharedStorage>(
    for storage: S, initial: () -> S.Value
  ) -> SharedReference<S.Value> {
    let id = storage.id
    let found: SharedReference<S.Value>? = lock.withLock {
      guard let existing = references.keyed[id] else { return nil }
      return existing as? SharedReference<S.Value>
    }
    if let found { return found }
    let made = SharedReference(id: id, value: storage.load() ?? initial(), storage: storage)
    let (kept, clash) = lock.withLock { () -> (SharedReference<S.Value>, Bool) in
      // Another thread may have made it meanwhile: the first one made is the one.
      if let existing = references.keyed[id] {
        guard let same = existing as? SharedReference<S.Value> else { return (made, true) }
        return (same, false)
      }
      references.keyed[id] = made
      return (made, false)
    }
    if clash {
      RuntimeWarnings.report(
        """
        The shared value \(id) is held as \(S.Value.self) here and as another type elsewhere; \
        this holder gets a value of its own. Give storages of different types different keys.
        """)
    }
    if kept === made { made.listen() }
    return kept
  }

  /// A value no storage names, held by whoever it is handed to: counted in the container so a
  /// test store sees its changes too.
  func unkeyedReference<Value: Equatable & Sendable>(_ value: Value) -> SharedReference<Value> {
    lock.withLock {
      references.unkeyedCount += 1
      let number = references.unkeyedCount
      let made = SharedReference(id: "value #\(number)", value: value, storage: nil)
      references.unkeyed[number] = WeakReference(reference: made)
      if references.unkeyed.count > 64 && number.isMultiple(of: 64) {
        references.unkeyed = references.unkeyed.filter { $0.value.reference != nil }
      }
      return made
    }
  }

  /// The value with `id`, set to `value` (a decoded state): made without a storage if the
  /// container has none under that id, so a replay writes no file.
  func decodedReference<Value: Equatable & Sendable>(id: String, value: Value) -> any SharedBox<Value> {
    let (reference, isNew, clash) = lock.withLock { () -> (SharedReference<Value>, Bool, Bool) in
      if let number = Self.unkeyedNumber(id) {
        // Later values made with a value alone must not take the decoded one's id.
        references.unkeyedCount = max(references.unkeyedCount, number)
      }
      if let existing = references.keyed[id] {
        if let same = existing as? SharedReference<Value> { return (same, false, false) }
        return (SharedReference(id: id, value: value, storage: nil), true, true)
      }
      let made = SharedReference(id: id, value: value, storage: nil)
      references.keyed[id] = made
      return (made, true, false)
    }
    if clash {
      RuntimeWarnings.report(
        """
        The decoded shared value \(id) is a \(Value.self), but the value under that id is not; it is \
        decoded as a value of its own.
        """)
    } else if !isNew {
      reference.adoptDecoded(value)
    }
    return reference
  }

  /// N, for the id `value #N` of a value made with a value alone.
  private static func unkeyedNumber(_ id: String) -> Int? {
    guard id.hasPrefix("value #") else { return nil }
    return Int(id.dropFirst("value #".count))
  }

  /// Sets the value `storage` names to `value` before anything uses it: a test's starting
  /// point. Not a write: no reduction is needed, and the storage does not save it.
  public func seed<S: SharedStorage>(_ storage: S, with value: S.Value) {
    let reference = reference(for: storage, initial: { value })
    reference.restore(SharedSnapshot.Entry(of: value))
  }

  /// Writes what every storage left waiting (a file storage's debounced save): call it when the
  /// app quits, however it quits, so no change is lost.
  public func flush() {
    for reference in allReferences() { reference.flush() }
  }

  /// Whether the container holds no value: a store with no shared state has nothing to keep.
  public var isEmpty: Bool {
    lock.withLock { references.keyed.isEmpty && references.unkeyed.isEmpty }
  }

  /// Every value the container holds now.
  private func allReferences() -> [any AnySharedReference] {
    lock.withLock {
      Array(references.keyed.values) + references.unkeyed.values.compactMap(\.reference)
    }
  }

  /// The values now, by id: for a test store comparing them before and after an action, and
  /// time travel keeping them with each state.
  public func snapshot() -> SharedSnapshot {
    var snapshot = SharedSnapshot()
    for reference in allReferences() { snapshot.entries[reference.id] = reference.entry() }
    return snapshot
  }

  /// Runs `body` with every value reading and writing a copy that starts from `snapshot` (the
  /// values now, for ids it lacks); returns the copies, and the ids `body` wrote. What a test
  /// store runs an expectation closure in: it changes what the test expects, never the values
  /// the features share, and its writes are not reported as made outside a reduction.
  public func evaluatingExpectation<R>(
    from snapshot: SharedSnapshot, _ body: () throws -> R
  ) rethrows -> (result: R, values: SharedSnapshot, written: Set<String>) {
    let all = allReferences()
    for reference in all { reference.beginExpectation(from: snapshot.entries[reference.id]) }
    func end() -> (values: SharedSnapshot, written: Set<String>) {
      var values = SharedSnapshot()
      var written = Set<String>()
      for reference in all {
        let (entry, wasWritten) = reference.endExpectation()
        values.entries[reference.id] = entry
        if wasWritten { written.insert(reference.id) }
      }
      return (values, written)
    }
    let result: R
    do {
      result = try body()
    } catch {
      _ = end()
      throw error
    }
    let (values, written) = end()
    return (result, values, written)
  }

  /// Sets every value to what `snapshot` holds for its id (time travel, a replay): views that
  /// read them are told, storages save them; not a write, so no reduction is needed.
  public func restore(_ snapshot: SharedSnapshot) {
    for reference in allReferences() {
      if let entry = snapshot.entries[reference.id] { reference.restore(entry) }
    }
  }
}
