import Foundation

/// A resolved ``Table``: its header, a rule, and its rows, resolved only as the layout reaches
/// them. The columns are measured on the rows in sight before those are laid out.
@MainActor
struct TableElement: CustomElement {
  /// One column's title, with how it sorts.
  struct Header {
    var title: String
    /// The order the table is sorted in by this column, when it is the first of the sort order.
    var sortedOrder: SortOrder?
    /// Sorts by this column (or reverses its order); nil for a column that does not sort.
    var sort: (@MainActor () -> Void)?
  }

  let identity: ViewPath
  let headers: [Header]
  let rows: LazyRows
  /// The cells of the row at an index, in display order.
  let cells: @MainActor (Int) -> [String]
  let geometry: TableGeometry

  /// The lines above the first row: the header and its rule.
  static let headerLines = 2

  func lines(in layout: FrameLayout, style: TextStyle, origin: Int?) -> [FrameLine] {
    guard !headers.isEmpty else { return [] }
    let firstRow = origin.map { $0 + Self.headerLines }
    let inSight: Range<Int>
    if let window = layout.window, let firstRow {
      // Every row is one line, so the rows in sight are the window's lines past the header.
      let lower = min(rows.count, max(0, window.lowerBound - firstRow))
      inSight = lower..<min(rows.count, max(lower, window.upperBound - firstRow))
    } else {
      inSight = 0..<rows.count
    }
    // A handle is at most twice the most controls a frame had, this one's so far included.
    let controls = layout.controls.count + headers.count + inSight.count
    // A sortable title keeps room for its arrow, so sorting does not move the columns, and on a
    // plain terminal for the focus marker too.
    let marksFocus = layout.focus?.marksInText == true
    let titles = headers.map { header in
      header.sort == nil ? header.title : header.title + " ▲" + (marksFocus ? FocusRequest.marker : "")
    }
    geometry.measure(
      titles: titles, cells: inSight.lazy.map(cells),
      room: max(0, layout.width - layout.indent - layout.margin),
      handleBound: 2 * max(layout.handles.peak, controls) + 1,
      reservesMarker: marksFocus)
    var result = [
      headerLine(in: layout, style: style), FrameLine(content: [], isRule: true, layer: layout.layer),
    ]
    result += layout.lines(for: .rows(rows), style: style, origin: firstRow)
    return result
  }

  /// Built from the lines: every row is one line already fitted to the width.
  func layoutItem(in layout: FrameLayout, style: TextStyle, stack: Axis?) -> LayoutItem {
    LayoutItem(
      .lines(
        lines(in: layout, style: style, origin: nil), fillsWidth: true, text: TextLayout(), relayout: nil))
  }

  func needsLayout(in layout: FrameLayout) -> Bool { false }

  /// A column's title with the arrow of the order it sorts in, if it does.
  private func title(of header: Header) -> String {
    switch header.sortedOrder {
    case .forward?: header.title + " ▲"
    case .reverse?: header.title + " ▼"
    case nil: header.title
    }
  }

  /// The titles, bold, each fitted to its column. A sortable title is a control drawn without
  /// its number, which would shift it off its column: clicked, focused or pressed by its label.
  private func headerLine(in layout: FrameLayout, style: TextStyle) -> FrameLine {
    var spans = [Span(String(repeating: " ", count: geometry.gutter))]
    let attributes = style.attributes.union(.bold)
    let path = identity.appending(.role("header"))
    for (index, header) in headers.enumerated() {
      if index > 0 { spans.append(Span(String(repeating: " ", count: TableGeometry.spacing))) }
      let width = index < geometry.widths.count ? geometry.widths[index] : 0
      let isLast = index == headers.count - 1
      guard let sort = header.sort else {
        spans.append(
          Span(TableGeometry.fit(title(of: header), to: width, padded: !isLast), attributes: attributes))
        continue
      }
      let button = layout.lines(
        for: .button(path.appending(.index(index)), label: .text(header.title), action: sort), style: style)
      let handle = button.first?.content.first
      let isFocused = handle?.attributes.contains(.focused) == true
      var title = title(of: header)
      if isFocused, layout.focus?.marksInText == true { title += FocusRequest.marker }
      var span = Span(
        TableGeometry.fit(title, to: width, padded: !isLast),
        attributes: isFocused ? attributes.union(.focused) : attributes)
      span.control = handle?.control
      spans.append(span)
    }
    while let last = spans.last, last.text.allSatisfy({ $0 == " " }) { spans.removeLast() }
    return FrameLine(content: spans, layer: layout.layer)
  }
}
