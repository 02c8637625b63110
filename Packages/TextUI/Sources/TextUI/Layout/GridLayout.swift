/// How a ``Grid`` sizes and places its cells: each column as wide as its widest cell, each row
/// as tall as its tallest, every cell aligned within its column and row.
///
/// Offered fewer columns than the cells want, the columns are shared out as a horizontal stack
/// shares its room: the least flexible column first, each offered an equal part of what is
/// left, text wrapping within it.
@MainActor
final class GridLayout: CustomLayout {
  /// One cell: its item, the first column it stands in and how many it takes.
  struct Cell {
    var item: LayoutItem
    var column: Int
    var span: Int
  }

  /// A row of cells, or a view spanning every column (a view outside a `GridRow`).
  enum Row {
    case cells([Cell], alignment: VerticalAlignment?)
    case spanning(LayoutItem)
  }

  /// Where every cell goes for one proposal.
  private struct Placement {
    var columnWidths: [Int]
    var rowHeights: [Int]
    var size: Size
  }

  private let rows: [Row]
  private let alignment: Alignment
  private let horizontalSpacing: Int
  private let verticalSpacing: Int
  private let columnCount: Int
  private var placements: [ProposedSize: Placement] = [:]

  init(rows: [Row], alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int) {
    self.rows = rows
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    columnCount =
      rows.map { row in
        guard case .cells(let cells, _) = row, let last = cells.last else { return 0 }
        return last.column + last.span
      }.max() ?? 0
  }

  func size(for proposal: ProposedSize) -> Size {
    placement(for: proposal).size
  }

  func draw(_ proposal: ProposedSize, size: Size, at x: Int, _ y: Int, into canvas: inout Canvas) {
    let placement = placement(for: proposal)
    var starts: [Int] = []
    var start = 0
    for width in placement.columnWidths {
      starts.append(start)
      start += width + horizontalSpacing
    }
    var top = y
    for (row, height) in zip(rows, placement.rowHeights) {
      switch row {
      case .cells(let cells, let rowAlignment):
        let cellAlignment = Alignment(
          horizontal: alignment.horizontal, vertical: rowAlignment ?? alignment.vertical)
        for cell in cells {
          let width = spanWidth(of: cell, in: placement.columnWidths)
          // A rule in a row runs down all of it.
          let offer = ProposedSize(width: width, height: cell.item.isDivider ? height : nil)
          LayoutItem.place(
            cell.item, offer, in: Size(width: width, height: height), cellAlignment,
            at: x + starts[cell.column],
            top, into: &canvas)
        }
      case .spanning(let item):
        let offer = ProposedSize(width: placement.size.width, height: nil)
        LayoutItem.place(
          item, offer, in: Size(width: placement.size.width, height: height),
          Alignment(horizontal: alignment.horizontal, vertical: .top), at: x, top, into: &canvas)
      }
      top += height + verticalSpacing
    }
  }

  // MARK: - Sizing

  private func placement(for proposal: ProposedSize) -> Placement {
    if let cached = placements[proposal] { return cached }
    let widths = columnWidths(for: proposal.width)
    let columnsWidth = widths.reduce(0, +) + horizontalSpacing * max(0, widths.count - 1)
    // Views spanning the grid widen it to their ideal width, within what is offered; with no
    // column at all they are the grid.
    var width = columnsWidth
    for case .spanning(let item) in rows {
      let ideal = item.size(for: ProposedSize(width: widths.isEmpty ? proposal.width : nil, height: nil))
        .width
      width = max(width, proposal.width.map { min($0, ideal) } ?? ideal)
    }
    let heights = rows.map { row -> Int in
      switch row {
      case .cells(let cells, _):
        cells.map { cell in
          cell.item.isDivider
            ? 1
            : cell.item.size(for: ProposedSize(width: spanWidth(of: cell, in: widths), height: nil)).height
        }.max() ?? 0
      case .spanning(let item):
        item.size(for: ProposedSize(width: width, height: nil)).height
      }
    }
    let height = heights.reduce(0, +) + verticalSpacing * max(0, heights.count - 1)
    let placement = Placement(
      columnWidths: widths, rowHeights: heights, size: Size(width: width, height: height))
    placements[proposal] = placement
    return placement
  }

  /// The columns a cell spans, with the spacing between them.
  private func spanWidth(of cell: Cell, in widths: [Int]) -> Int {
    let end = min(widths.count, cell.column + cell.span)
    guard cell.column < end else { return 0 }
    return widths[cell.column..<end].reduce(0, +) + horizontalSpacing * (end - cell.column - 1)
  }

  /// Each column's width: its cells' ideal width, or, offered less than they add up to, shared
  /// out from the least flexible column; then widened where a cell spanning several needs more.
  private func columnWidths(for offered: Int?) -> [Int] {
    guard columnCount > 0 else { return [] }
    let single = rows.flatMap { row -> [Cell] in
      guard case .cells(let cells, _) = row else { return [] }
      return cells.filter { $0.span == 1 && !$0.item.isDivider }
    }
    let byColumn = Dictionary(grouping: single, by: \.column)
    func widest(_ column: Int, offered width: Int?) -> Int {
      (byColumn[column] ?? []).map { $0.item.size(for: ProposedSize(width: width, height: nil)).width }.max()
        ?? 0
    }
    let ideal = (0..<columnCount).map { widest($0, offered: nil) }
    var widths = ideal
    let room = offered.map { max(0, $0 - horizontalSpacing * (columnCount - 1)) }
    if let room, ideal.reduce(0, +) > room {
      let minimum = (0..<columnCount).map { widest($0, offered: 0) }
      var remaining = room
      let order = (0..<columnCount).sorted { (ideal[$0] - minimum[$0], $0) < (ideal[$1] - minimum[$1], $1) }
      for (position, column) in order.enumerated() {
        let offer = remaining / (columnCount - position)
        widths[column] = max(minimum[column], min(ideal[column], widest(column, offered: offer)))
        remaining = max(0, remaining - widths[column])
      }
    }
    // A cell over several columns widens the last of them by what it lacks, within the room.
    for case .cells(let cells, _) in rows {
      for cell in cells where cell.span > 1 && cell.column < columnCount {
        let last = min(columnCount, cell.column + cell.span) - 1
        let have = spanWidth(of: cell, in: widths)
        let need = cell.item.size(for: ProposedSize(width: nil, height: nil)).width
        let total = widths.reduce(0, +)
        let allowed = room.map { max(0, $0 - total) } ?? Int.max
        widths[last] += max(0, min(need - have, allowed))
      }
    }
    return widths
  }
}
