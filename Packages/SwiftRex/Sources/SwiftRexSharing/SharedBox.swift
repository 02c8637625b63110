/// Where a ``Shared`` reads and writes: the value a storage keeps (``SharedReference``), or a
/// part of another shared value (a field, an element by id) that writes through to it.
protocol SharedBox<Value>: AnyObject, Sendable {
  associatedtype Value: Equatable & Sendable

  /// Which value this is, for messages: the storage's id, and the path to the part.
  var id: String { get }

  /// The value now. Reading it in a view's body makes the view depend on it.
  var value: Value { get }

  /// Changes the value in place, under the storage's lock; reports a write made outside a
  /// reduction. `body` must not read this shared value itself (it has it, as its argument).
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
}
