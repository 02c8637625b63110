/// A resolved ``Grid``: its rows, each a ``GridRowElement`` of cells or a view spanning every
/// column. Always placed by the two-dimensional layout: a column's width depends on every row.
@MainActor
struct GridElement: CustomElement {
  let alignment: Alignment
  let horizontalSpacing: Int
  let verticalSpacing: Int
  let content: Element

  func lines(in layout: FrameLayout, style: TextStyle, origin: Int?) -> [FrameLine] {
    layout.laidOut(.custom(self), style: style)
  }

  func needsLayout(in layout: FrameLayout) -> Bool { true }

  /// Builds the cells' items row by row, left to right: the reading order of their controls.
  func layoutItem(in layout: FrameLayout, style: TextStyle, stack: Axis?) -> LayoutItem {
    var rows: [GridLayout.Row] = []
    for element in layout.expandedItems([content]) {
      if let (row, rowStyle) = Self.gridRow(in: element, style: style) {
        var cells: [GridLayout.Cell] = []
        var column = 0
        for cell in layout.expandedItems([row.content]) {
          let span = Self.span(of: cell)
          let item = layout.layoutItem(for: cell, style: rowStyle, in: .horizontal)
          cells.append(GridLayout.Cell(item: item, column: column, span: span))
          column += span
        }
        rows.append(.cells(cells, alignment: row.alignment))
      } else {
        rows.append(.spanning(layout.layoutItem(for: element, style: style, in: .vertical)))
      }
    }
    return LayoutItem(
      .custom(
        GridLayout(
          rows: rows, alignment: alignment, horizontalSpacing: horizontalSpacing,
          verticalSpacing: verticalSpacing)))
  }

  /// The grid row `element` is, seen through composite views and text styles (whose style its
  /// cells take); nil for a view that spans the grid.
  private static func gridRow(in element: Element, style: TextStyle) -> (GridRowElement, TextStyle)? {
    switch element {
    case .custom(let custom): (custom as? GridRowElement).map { ($0, style) }
    case .node(let node): gridRow(in: node.content, style: style)
    case .styled(let inner, let child): gridRow(in: child, style: style.applying(inner))
    default: nil
    }
  }

  /// How many columns `cell` takes: more than one only with `.gridCellColumns`.
  private static func span(of cell: Element) -> Int {
    switch cell {
    case .custom(let custom): (custom as? GridCellSpanElement)?.columns ?? 1
    case .node(let node): span(of: node.content)
    case .styled(_, let child), .lifecycle(_, let child): span(of: child)
    default: 1
    }
  }
}
