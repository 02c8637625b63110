extension FrameLayout {
  /// The rows a view inside `modifier` is offered when the modified view is offered `rows`
  /// (nil: no height offered), as SwiftUI's frames and padding propose to their content: a
  /// fixed height is offered whatever the rows, a flexible frame offers the rows within its
  /// bounds, padding and a box take their edges, `.fixedSize(vertical: true)` offers none.
  static func offeredHeight(_ rows: Int?, inside modifier: LayoutModifier) -> Int? {
    switch modifier {
    case .frame(_, let height, _):
      return height ?? rows
    case .flexibleFrame(let bounds, _):
      guard let rows else { return nil }
      let atMost = min(rows, bounds.maxHeight ?? rows)
      return max(atMost, bounds.minHeight ?? 0)
    case .padding(let insets):
      return rows.map { max(0, $0 - insets.top - insets.bottom) }
    case .border:
      return rows.map { max(0, $0 - 2) }
    case .fixedSize(_, let vertical):
      return vertical ? nil : rows
    case .layoutPriority:
      return rows
    }
  }
}
