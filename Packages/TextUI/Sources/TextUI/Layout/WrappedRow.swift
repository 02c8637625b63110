/// One terminal row of a wrapped frame line: the text to write, and which columns draw which
/// control, so a mouse click on the row can be traced back to a control.
struct WrappedRow: Hashable, Sendable {
  /// The row as written, escape sequences included when styled.
  var text: String
  /// The columns (0-based, half-open) each control occupies on the row, left to right.
  var controls: [ControlColumns] = []

  /// The columns one control occupies on a row.
  struct ControlColumns: Hashable, Sendable {
    var columns: Range<Int>
    var handle: Int
  }

  /// The handle of the control drawn at `column`, if any.
  func control(atColumn column: Int) -> Int? {
    controls.first { $0.columns.contains(column) }?.handle
  }
}
