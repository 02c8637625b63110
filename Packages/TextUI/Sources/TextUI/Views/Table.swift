import Foundation

/// Rows of data in aligned columns under a header, as SwiftUI's `Table`: rows selectable by id,
/// columns sortable by a click on their title.
///
/// ```swift
/// Table(books, selection: $selectedID, sortOrder: $sortOrder) {
///   TableColumn("Title", value: \.title)
///   TableColumn("Year", value: \.year) { book in Text("\(book.year)") }
///     .width(6)
/// }
/// ```
///
/// draws
///
/// ```
///        Title            Year
/// ────────────────────────────
/// [1]    Dune             1965
/// [2]  › Neuromancer      1984
/// ```
///
/// - **Columns** are as wide as their title and the widest of their cells in sight, unless
///   ``TableColumn/width(_:)`` fixes them; when the terminal is narrower, the widest shrink
///   first and cells cut with `…`. Widths are measured in terminal columns, so wide characters
///   keep the columns aligned, and control characters in the data are drawn as `�`.
/// - **Selection**: with a selection binding, each row is a control: ↑/↓ (or Tab) move the
///   focus from row to row, Enter or Space selects the focused row, and a click selects the
///   row clicked. The selected row is marked `›`. A `Set` binding selects several: pressing a
///   row adds it, or takes it out.
/// - **Sorting**: with a sort order binding, the title of each column built with `value:` is a
///   control: pressing it sorts by that column, pressing it again reverses the order, and the
///   column sorted by shows `▲` or `▼`. Unlike SwiftUI, which leaves sorting the data to the
///   caller, the table shows its rows in the sort order itself (by each key's `<`); a caller
///   sorting the data too does no harm. A comparator of a key path no column shows sorts with
///   the comparator itself.
///
/// The table stays lazy: in a ``ScrollView`` or a terminal's viewport only the rows in sight are
/// resolved and laid out, so 10,000 rows cost a screen of them (the sort itself reads every
/// row's key once).
public struct Table<Value: Identifiable>: View {
  private let rows: [Value]
  private let columns: [TableColumn<Value>]
  private let selection: Selection
  private let sortOrder: Binding<[KeyPathComparator<Value>]>?

  /// What a press on a row does to the selection, if there is one.
  enum Selection {
    case none
    case single(Binding<Value.ID?>)
    case multiple(Binding<Set<Value.ID>>)

    var isNone: Bool {
      if case .none = self { return true }
      return false
    }

    @MainActor func contains(_ id: Value.ID) -> Bool {
      switch self {
      case .none: false
      case .single(let binding): binding.wrappedValue == id
      case .multiple(let binding): binding.wrappedValue.contains(id)
      }
    }

    /// Selects the row `id`: the one selected, or added to the selected ones (taken out when it
    /// was in).
    @MainActor func select(_ id: Value.ID) {
      switch self {
      case .none:
        break
      case .single(let binding):
        binding.wrappedValue = id
      case .multiple(let binding):
        var ids = binding.wrappedValue
        if ids.remove(id) == nil { ids.insert(id) }
        binding.wrappedValue = ids
      }
    }
  }

  private init<Data: RandomAccessCollection>(
    _ data: Data, selection: Selection, sortOrder: Binding<[KeyPathComparator<Value>]>?,
    columns: [TableColumn<Value>]
  ) where Data.Element == Value {
    rows = Array(data)
    self.columns = columns
    self.selection = selection
    self.sortOrder = sortOrder
  }

  /// A table of `data` in the columns `columns` builds, without selection or sorting.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, selection: .none, sortOrder: nil, columns: columns())
  }

  /// A table of `data` whose rows select one id into `selection`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, selection: .single(selection), sortOrder: nil, columns: columns())
  }

  /// A table of `data` whose rows add their ids to, or take them out of, `selection`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, selection: .multiple(selection), sortOrder: nil, columns: columns())
  }

  /// A table of `data` shown in `sortOrder`, which pressing a column's title rewrites.
  public init<Data: RandomAccessCollection>(
    _ data: Data, sortOrder: Binding<[KeyPathComparator<Value>]>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, selection: .none, sortOrder: sortOrder, columns: columns())
  }

  /// A table of `data` shown in `sortOrder`, whose rows select one id into `selection`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[KeyPathComparator<Value>]>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, selection: .single(selection), sortOrder: sortOrder, columns: columns())
  }

  /// A table of `data` shown in `sortOrder`, whose rows add their ids to, or take them out
  /// of, `selection`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[KeyPathComparator<Value>]>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, selection: .multiple(selection), sortOrder: sortOrder, columns: columns())
  }

  /// A primitive: the renderer lays out the header and the rows in sight.
  public var body: Never { primitiveBodyRequested(Self.self) }

  /// The positions of the rows in the order shown: the sort order's, or nil for the data's.
  @MainActor func displayOrder() -> [Int]? {
    guard let comparators = sortOrder?.wrappedValue, !comparators.isEmpty, !rows.isEmpty else { return nil }
    let keys = comparators.map { comparator in
      (comparator, columns.lazy.compactMap(\.sortKey).first { $0.keyPath == comparator.keyPath })
    }
    if keys.count == 1, let key = keys[0].1 { return key.sortedIndices(rows, keys[0].0.order) }
    let rows = rows
    let rankings = keys.map { comparator, key -> (Int, Int) -> ComparisonResult in
      guard let key else { return { comparator.compare(rows[$0], rows[$1]) } }
      let ranking = key.ranking(rows)
      return comparator.order == .forward ? ranking : { ranking($1, $0) }
    }
    var indices = Array(rows.indices)
    indices.sort { left, right in
      for ranking in rankings {
        switch ranking(left, right) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      return false
    }
    return indices
  }

  /// The header's titles, with what pressing each does.
  @MainActor private func headers() -> [TableElement.Header] {
    let current = sortOrder?.wrappedValue.first
    return columns.map { column in
      var header = TableElement.Header(title: TableGeometry.displayable(column.title))
      guard let sortOrder, let key = column.sortKey else { return header }
      if let current, current.keyPath == key.keyPath { header.sortedOrder = current.order }
      header.sort = {
        var order = sortOrder.wrappedValue
        if let first = order.first, first.keyPath == key.keyPath {
          order[0].order = first.order == .forward ? .reverse : .forward
        } else {
          order.removeAll { $0.keyPath == key.keyPath }
          order.insert(key.comparator(.forward), at: 0)
        }
        sortOrder.wrappedValue = order
      }
      return header
    }
  }
}

extension Table: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    let identity = path.appending(.role("table"))
    let rows = rows
    let order = displayOrder()
    let columns = columns
    let selection = selection
    let geometry = TableGeometry(columns: columns.map(\.widthLimits), isSelectable: !selection.isNone)
    let value: (Int) -> Value = { index in rows[order?[index] ?? index] }
    let cells: @MainActor (Int) -> [String] = { index in
      let row = value(index)
      return columns.map { TableGeometry.displayable($0.cell(row)) }
    }
    let rowIdentity: @MainActor (Int) -> AnyHashable = { AnyHashable(value($0).id) }
    let resolveRow: @MainActor (Int, ResolutionScope, ViewPath) -> Element = { index, _, rowPath in
      let id = value(index).id
      var select: (@MainActor () -> Void)?
      if !selection.isNone { select = { selection.select(id) } }
      let row = TableRowElement(
        identity: rowPath.appending(.role("row")), cells: cells(index), isSelected: selection.contains(id),
        select: select, geometry: geometry)
      return .custom(row)
    }
    let lazyRows = LazyRows(
      count: rows.count, path: identity, store: scope.rowStore(at: identity), identity: rowIdentity,
      resolve: resolveRow)
    return .custom(
      TableElement(
        identity: identity, headers: headers(), rows: lazyRows, cells: cells, geometry: geometry))
  }
}
