import Foundation

/// One column of a ``Table``: a title in the header over one cell per row, as SwiftUI's
/// `TableColumn`.
///
/// ```swift
/// Table(books, selection: $picked, sortOrder: $order) {
///   TableColumn("Title", value: \.title)
///   TableColumn("Year", value: \.year) { book in Text("\(book.year)") }
///     .width(6)
///   TableColumn("Note") { book in Text(book.note) }
/// }
/// ```
///
/// A column built with `value:` sorts by that key path: clicking its title (or pressing it from
/// the keyboard) writes a `KeyPathComparator` of it to the table's sort order. A column built
/// from content alone does not sort.
///
/// A cell is one line of ``Text``, which is what a terminal's table cell can hold; a cell wider
/// than its column is cut with `…`. Unlike SwiftUI, the content closure returns ``Text`` itself,
/// not any view.
public struct TableColumn<RowValue> {
  /// The column's title, drawn in the header.
  public let title: String
  /// The cell's text for one row.
  let cell: @MainActor (RowValue) -> String
  /// How the column sorts rows; nil for a column that does not sort.
  let sortKey: SortKey?
  /// The terminal columns the column takes: fixed, bounded, or its widest content.
  private(set) var widthLimits = TableColumnWidth()

  /// How a sortable column orders rows: by the value at ``keyPath``, with that value's `<`.
  struct SortKey {
    /// The key path the column's comparators sort by.
    let keyPath: PartialKeyPath<RowValue>
    /// The comparator that sorts by this column in `order`, as the table writes it.
    let comparator: (SortOrder) -> KeyPathComparator<RowValue>
    /// The positions of `rows` in `order` by this column. The keys are read once each, then
    /// compared with their own `<`: what `Array.sort` by the same key costs.
    let sortedIndices: ([RowValue], SortOrder) -> [Int]
    /// Compares two of `rows` by this column, ascending, the keys read once: the tie-breaker
    /// when the sort order holds several columns.
    let ranking: ([RowValue]) -> (Int, Int) -> ComparisonResult
  }

  private init(title: String, cell: @escaping @MainActor (RowValue) -> String, sortKey: SortKey?) {
    self.title = title
    self.cell = cell
    self.sortKey = sortKey
  }

  /// A column titled `title` showing, and sorting by, the string at `value`.
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable) {
    self.init(title: String(title), cell: { $0[keyPath: value] }, sortKey: Self.sortKey(value))
  }

  /// A column titled `title` whose cells `content` draws, sorting by the value at `value`.
  public init<S: StringProtocol, Value: Comparable>(
    _ title: S, value: KeyPath<RowValue, Value> & Sendable,
    content: @escaping @MainActor (RowValue) -> Text
  ) {
    self.init(title: String(title), cell: { content($0).content }, sortKey: Self.sortKey(value))
  }

  /// A column titled `title` whose cells `content` draws; it does not sort.
  public init<S: StringProtocol>(_ title: S, content: @escaping @MainActor (RowValue) -> Text) {
    self.init(title: String(title), cell: { content($0).content }, sortKey: nil)
  }

  /// This column exactly `width` terminal columns wide; nil sizes it to its content.
  public func width(_ width: Int?) -> TableColumn {
    var column = self
    column.widthLimits = TableColumnWidth(fixed: width.map { max(1, $0) })
    return column
  }

  /// This column sized to its content within `min` and `max` terminal columns; `ideal` stands
  /// for its content's width when given.
  public func width(min: Int? = nil, ideal: Int? = nil, max: Int? = nil) -> TableColumn {
    var column = self
    let low = min.map { Swift.max(1, $0) }
    column.widthLimits = TableColumnWidth(
      minimum: low, ideal: ideal.map { Swift.max(1, $0) }, maximum: max.map { Swift.max(low ?? 1, $0) })
    return column
  }

  private static func sortKey<Value: Comparable>(_ keyPath: KeyPath<RowValue, Value> & Sendable) -> SortKey {
    SortKey(
      keyPath: keyPath,
      comparator: { KeyPathComparator(keyPath, order: $0) },
      sortedIndices: { rows, order in
        let keys = rows.map { $0[keyPath: keyPath] }
        var indices = Array(keys.indices)
        // Ties keep the data's order either way: `sort` is stable.
        if order == .forward {
          indices.sort { keys[$0] < keys[$1] }
        } else {
          indices.sort { keys[$1] < keys[$0] }
        }
        return indices
      },
      ranking: { rows in
        let keys = rows.map { $0[keyPath: keyPath] }
        return { left, right in
          keys[left] < keys[right]
            ? .orderedAscending : keys[right] < keys[left] ? .orderedDescending : .orderedSame
        }
      })
  }
}
