/// One terminal row of a wrapped frame line: the text to write, and which columns draw which
/// control, so a mouse click on the row can be traced back to a control.
struct WrappedRow: Hashable, Sendable {
  /// The row as written, escape sequences included when styled.
  var text: String
  /// The columns (0-based, half-open) each control occupies on the row, left to right.
  var controls: [ControlColumns] = []
  /// The columns each scroll view's area occupies on the row, left to right.
  var scrollAreas: [ScrollAreaColumns] = []

  /// The columns one control occupies on a row.
  struct ControlColumns: Hashable, Sendable {
    var columns: Range<Int>
    var handle: Int
  }

  /// The columns one scroll view occupies on a row.
  struct ScrollAreaColumns: Hashable, Sendable {
    var columns: Range<Int>
    var area: Int
  }

  /// The scroll view drawn at `column`, the innermost where they nest. A scroll view's area
  /// runs from the first column it drew on the row to the last (its indicator), so the blank
  /// part of a short line between them is over it too.
  func scrollArea(atColumn column: Int) -> Int? {
    var bounds: [Int: Range<Int>] = [:]
    for part in scrollAreas {
      let known = bounds[part.area] ?? part.columns
      bounds[part.area] =
        min(known.lowerBound, part.columns.lowerBound)..<max(known.upperBound, part.columns.upperBound)
    }
    return bounds.filter { $0.value.contains(column) }.keys.max()
  }

  /// The handle of the control drawn at `column`, if any.
  func control(atColumn column: Int) -> Int? {
    controls.first { $0.columns.contains(column) }?.handle
  }
}
