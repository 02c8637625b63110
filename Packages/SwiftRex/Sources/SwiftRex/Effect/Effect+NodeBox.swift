extension Effect {
  /// An effect's root, or one child of its ``Node``: the box an `indirect` enum would use, but
  /// one that releases the tree below it with a loop instead of recursion.
  ///
  /// Releasing a tree nested a hundred thousand deep — a `delay` of a `delay` of …, merges and
  /// sequences alternating — one stack frame per level overflows the stack. So when a box dies it
  /// takes its node's children out first, and keeps taking the children out of every box below
  /// that only it still holds, before letting any go: each box then dies holding nothing, and
  /// no `deinit` runs inside another.
  @usableFromInline
  final class NodeBox {
    /// Mutable only so that a dying box can empty itself and the boxes only it holds; nothing
    /// else writes it.
    @usableFromInline private(set) var node: Node

    @usableFromInline init(_ node: Node) { self.node = node }

    deinit {
      // The common box holds a leaf (a task, an action): nothing below it to take out. Told
      // apart here because moving a leaf's children, nothing, still cost an unspecialised
      // generic append and a rewrite of the node, for every effect a behaviour produced.
      guard node.holdsBoxes else { return }
      var pending: [NodeBox] = []
      node.moveChildren(into: &pending)
      while var box = pending.popLast() {
        // A box someone else holds is not released here, so what is below it is not either.
        guard isKnownUniquelyReferenced(&box) else { continue }
        box.node.moveChildren(into: &pending)
      }
    }
  }
}

// Sendable because `node` is written only by `deinit`: on the dying box itself, and on boxes the
// dying one's work list holds the only reference to (`isKnownUniquelyReferenced`). No other
// thread can reach a box while it is written, so every other access is a read of a value that
// is `Sendable` when `Action` is.
extension Effect.NodeBox: @unchecked Sendable where Action: Sendable {}
