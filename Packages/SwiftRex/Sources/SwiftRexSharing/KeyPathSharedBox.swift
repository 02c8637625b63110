/// A field of another shared value, reading and writing through it: `$book.title`.
final class KeyPathSharedBox<Root: Equatable & Sendable, Value: Equatable & Sendable>: SharedBox {
  let parent: any SharedBox<Root>
  let keyPath: WritableKeyPath<Root, Value> & Sendable

  init(parent: any SharedBox<Root>, keyPath: WritableKeyPath<Root, Value> & Sendable) {
    self.parent = parent
    self.keyPath = keyPath
  }

  var id: String { "\(parent.id)\(SharedPath.describe(keyPath))" }

  var value: Value { parent.value[keyPath: keyPath] }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try parent.withLock { try body(&$0[keyPath: keyPath]) }
  }
}
