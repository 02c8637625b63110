/// The bounds a ``TableColumn``'s ``TableColumn/width(_:)`` or
/// ``TableColumn/width(min:ideal:max:)`` set, in terminal columns; none sizes the column to
/// its content.
struct TableColumnWidth {
  var fixed: Int?
  var minimum: Int?
  var ideal: Int?
  var maximum: Int?

  /// The column's width before the table is fitted to the terminal: fixed, else `ideal` or
  /// `content` (its title's and cells' widest) within the bounds.
  func natural(content: Int) -> Int {
    if let fixed { return fixed }
    var width = ideal ?? content
    if let minimum { width = max(width, minimum) }
    if let maximum { width = min(width, maximum) }
    return width
  }
}
