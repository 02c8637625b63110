/// The bookkeeping of one composite node's evaluation: resolves the views its body built,
/// reusing the nodes of composite children that were already there.
///
/// Child bodies are *not* evaluated here: the renderer evaluates each child after the parent's
/// observation tracking has ended, so a parent never depends on what only its children read.
@MainActor
final class ResolutionScope {
  private let previousChildren: [ViewPath: ViewNode]
  private let previousRowStores: [ViewPath: RowStore]
  private(set) var children: [ViewPath: ViewNode] = [:]
  private(set) var orderedChildren: [ViewNode] = []
  /// The row stores of the `ForEach`es this evaluation reached.
  private(set) var rowStores: [ViewPath: RowStore] = [:]

  init(previousChildren: [ViewPath: ViewNode], previousRowStores: [ViewPath: RowStore] = [:]) {
    self.previousChildren = previousChildren
    self.previousRowStores = previousRowStores
  }

  /// The store of the `ForEach` at `path`: the previous evaluation's, moved to a new generation
  /// (its data may have changed), or a new one.
  func rowStore(at path: ViewPath) -> RowStore {
    if let store = rowStores[path] { return store }
    let store = previousRowStores[path] ?? RowStore()
    store.advanceGeneration()
    rowStores[path] = store
    return store
  }

  /// Resolves any view at `path`: primitives draw themselves, composite views become nodes.
  func resolve<V: View>(_ view: V, at path: ViewPath) -> Element {
    // `view` is borrowed: its address is the caller's, nothing is copied.
    withUnsafePointer(to: view) { resolve(at: $0, path) }
  }

  /// Resolves the view at `view` in place: a primitive reads its children through the pointer,
  /// and only a composite view, which its node keeps, is copied.
  func resolve<V: View>(at view: UnsafePointer<V>, _ path: ViewPath) -> Element {
    // The type is asked, not the value: casting the value to `any PrimitiveView` copies it into
    // an existential box (a heap box for a stack's tuple of children) on every resolved view of
    // every evaluation, and destroys it again.
    if let primitive = V.self as? any PrimitiveView.Type {
      return resolvePrimitive(primitive, UnsafeRawPointer(view), at: path)
    }
    return .node(node(for: view.pointee, at: path.appending(.type(ObjectIdentifier(V.self)))))
  }

  /// Resolves the primitive at `view`, whose type is `type`, in place.
  private func resolvePrimitive<P: PrimitiveView>(_ type: P.Type, _ view: UnsafeRawPointer, at path: ViewPath)
    -> Element
  {
    // The memory holds a `V` that is `P`: `type` is `V.self`, cast to the protocol's metatype.
    P.resolve(at: view.assumingMemoryBound(to: P.self), in: self, at: path)
  }

  /// Resolves the body of a composite view, at the view's own path.
  func resolveBody<V: View>(of view: V, at path: ViewPath) -> Element {
    resolve(view.body, at: path)
  }

  /// Resolves the primitive `view` in a node of its own at `path`: what resolving it reads is
  /// that node's dependency, not the evaluating view's, so a change of it resolves only `view`
  /// again. Counted in no statistics of evaluated bodies: it has none.
  func trackedNode<V: View & PrimitiveView>(resolving view: V, at path: ViewPath) -> ViewNode {
    node(for: view, at: path, evaluatesBody: false)
  }

  private func node<V: View>(for view: V, at path: ViewPath, evaluatesBody: Bool = true) -> ViewNode {
    var identity = path
    var occurrence = 1
    // Duplicate ids (e.g. a ForEach over repeated ids) must not share one node.
    while children[identity] != nil {
      identity = path.appending(.index(occurrence))
      occurrence += 1
    }
    let node: ViewNode
    if let existing = previousChildren[identity] {
      existing.receive(view)
      node = existing
    } else {
      node = ViewNode(identity: identity, view: view, evaluatesBody: evaluatesBody)
    }
    children[identity] = node
    orderedChildren.append(node)
    return node
  }
}
