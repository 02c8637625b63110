extension FrameLayout {
  /// The views a container lays out one by one, as ``items(_:)`` gives them, with every row of
  /// a `ForEach` among them resolved and an item of its own: for a container laid out whole (a
  /// grid, whose columns depend on every row).
  func expandedItems(_ elements: [Element]) -> [Element] {
    items(elements).flatMap { element -> [Element] in
      guard case .rows(let rows) = element else { return [element] }
      rowStores[ObjectIdentifier(rows.store)] = rows.store
      return expandedItems((0..<rows.count).map { rows.row(at: $0, refresh: refresh) })
    }
  }
}
