extension ViewRenderer {
  /// Drops the layouts kept by `node` and the nodes below it (``NodeLayout``) that no longer
  /// hold: a node's when it or any node below it — a kept `ForEach` row's included — was
  /// evaluated after the layout was made, or has observed data changed since. Returns the latest
  /// evaluation below `node` (`Int.max` if something there is waiting to be evaluated).
  ///
  /// O(nodes kept): every node is visited, as a render's refresh visits them.
  @discardableResult
  func dropChangedLayouts(below node: ViewNode) -> Int {
    var latest = node.isDirty ? Int.max : node.evaluatedAt
    for child in node.orderedChildren { latest = max(latest, dropChangedLayouts(below: child)) }
    for store in node.rowStores.values {
      store.forEachRowNode { latest = max(latest, dropChangedLayouts(below: $0)) }
    }
    if let layout = node.layout, latest > layout.laidOutAt { node.layout = nil }
    return latest
  }
}
