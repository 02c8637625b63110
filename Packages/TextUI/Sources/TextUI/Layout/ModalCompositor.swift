/// Draws sheets as boxes over a dimmed screen (``ViewRenderer/overlaysModals``): the screen
/// beneath faint and out of reach, each box centred over it — a box presented from another one
/// a row lower and two columns to the right, so the stack shows — the top one in full, the ones
/// it covers faint too.
///
/// Faint is SGR 2, so a terminal without styles (`NO_COLOR`, a pipe) shows the screen beneath as
/// it is, and the box still reads by its edges. Every row is at most `width` columns: the boxes
/// and what they cover are drawn on a ``Canvas`` of the screen's size.
struct ModalCompositor {
  let width: Int
  let screen: ModalScreen
  /// The box's edges.
  static let style = BorderStyle.rounded

  /// The screen: `ground`'s rows (the frame, or the full-screen cover, beneath the boxes) with
  /// `boxes` over them, the last on top; the rows belong to `layer`.
  func compose(ground: [FrameLine], boxes: [SheetBox], layer: Int) -> [FrameLine] {
    var canvas = Canvas(width: width, height: screen.height)
    let wrapper = LineWrapper(width: width, styled: false)
    for (row, spans) in ground.lazy.flatMap(wrapper.spanRows(for:)).prefix(canvas.height).enumerated() {
      canvas.write(Self.dimmed(spans), row: row, column: 0, limit: width)
    }
    for (depth, box) in boxes.enumerated() {
      draw(box, depth: depth, isTop: depth == boxes.count - 1, into: &canvas)
    }
    var rows = (0..<canvas.height).map { canvas.spans(ofRow: $0) }
    while rows.last?.isEmpty == true { rows.removeLast() }
    return rows.map { spans in
      var line = FrameLine(content: spans, layer: layer)
      line.isLaidOut = true
      return line
    }
  }

  /// `spans` drawn faint and out of reach: no control of theirs answers a click.
  static func dimmed(_ spans: [Span]) -> [Span] {
    spans.map { span in
      var span = span
      // Bold and faint are one intensity in most terminals: faint must win.
      span.attributes.subtract([.bold, .focused, .cursor])
      span.attributes.insert(.dim)
      span.control = nil
      return span
    }
  }

  /// One row of a box's content: spans, or a rule (its gutter) drawn as wide as the box.
  private typealias Row = (spans: [Span], isRule: Bool)

  /// The rows of `box`'s content that fit in a box, and how many of its lines they show whole.
  private func rows(of box: SheetBox) -> (rows: [Row], linesShown: Int) {
    let limit = screen.contentHeight(width: width)
    let wrapper = LineWrapper(width: screen.contentWidth(width: width), styled: false)
    var rows: [Row] = []
    var linesShown = 0
    for line in box.lines {
      let lineRows: [Row] =
        line.isRule ? [(line.gutter, true)] : wrapper.spanRows(for: line).map { ($0, false) }
      rows += lineRows
      guard rows.count <= limit else { break }
      linesShown += 1
    }
    return (Array(rows.prefix(limit)), linesShown)
  }

  private func draw(_ box: SheetBox, depth: Int, isTop: Bool, into canvas: inout Canvas) {
    let (rows, linesShown) = rows(of: box)
    let hasEdges = screen.hasEdges(width: width)
    let lastShown = min(box.lineCount, box.firstLine + linesShown)
    let isScrolled = box.firstLine > 0 || lastShown < box.lineCount
    let marker =
      isScrolled
      ? " " + (box.firstLine > 0 ? "↑" : "") + (lastShown < box.lineCount ? "↓" : "")
        + " \(box.firstLine + 1)–\(lastShown) of \(box.lineCount) " : ""
    // The widest the marker gets while the content keeps its length: the box keeps its width as
    // it scrolls.
    let widestMarker = isScrolled ? " ↑↓ \(box.lineCount)–\(box.lineCount) of \(box.lineCount) " : ""
    let dismissWidth = Self.width(of: box.dismiss)
    let titleWidth = box.title.map { DisplayWidth.of($0) + 3 } ?? 0
    let padding = screen.padding(width: width)
    // Room for the content, the title and Dismiss in the top edge, the marker in the bottom one.
    let needed =
      [
        rows.map { $0.isRule ? Self.width(of: $0.spans) + 1 : Self.width(of: $0.spans) }.max() ?? 0,
        hasEdges ? titleWidth + dismissWidth + 4 - 2 * padding : 0,
        hasEdges ? DisplayWidth.of(widestMarker) + 2 - 2 * padding : 0,
      ].max() ?? 0
    let inner = max(1, min(screen.contentWidth(width: width), needed))
    let edge = hasEdges ? 1 : 0
    let size = Size(width: inner + 2 * (edge + padding), height: max(1, rows.count) + 2 * edge)
    let x = max(0, min((width - size.width) / 2 + 2 * depth, width - size.width))
    let y = max(0, min((screen.height - size.height) / 2 + depth, screen.height - size.height))
    let look: ([Span]) -> [Span] = { isTop ? $0 : Self.dimmed($0) }
    canvas.clear(x: x, y: y, width: size.width, height: size.height)
    if hasEdges {
      drawEdges(size, at: x, y, look: look, into: &canvas)
      // " [3] Dismiss " ends a dash before the corner; the title starts a dash after the other.
      let dismissColumn = max(x + 1, x + size.width - dismissWidth - 4)
      canvas.write(
        look([Span(" ")] + box.dismiss + [Span(" ")]), row: y, column: dismissColumn,
        limit: x + size.width - 1 - dismissColumn)
      if let title = box.title {
        canvas.write(look([Span(" " + title + " ")]), row: y, column: x + 2, limit: dismissColumn - x - 3)
      }
      canvas.write(look([Span(marker)]), row: y + size.height - 1, column: x + 2, limit: size.width - 3)
    }
    for (index, row) in rows.enumerated() {
      let spans =
        row.isRule
        ? row.spans + [Span(String(repeating: "─", count: max(0, inner - Self.width(of: row.spans))))]
        : row.spans
      canvas.write(look(spans), row: y + edge + index, column: x + edge + padding, limit: inner)
    }
  }

  /// The four edges of a box of `size` at (`x`, `y`).
  private func drawEdges(
    _ size: Size, at x: Int, _ y: Int, look: ([Span]) -> [Span], into canvas: inout Canvas
  ) {
    let style = Self.style
    let across = String(repeating: String(style.horizontal), count: max(0, size.width - 2))
    let side = look([Span(String(style.vertical))])
    canvas.write(
      look([Span(String(style.topLeft) + across + String(style.topRight))]), row: y, column: x,
      limit: size.width)
    for row in y + 1..<y + size.height - 1 {
      canvas.write(side, row: row, column: x, limit: 1)
      canvas.write(side, row: row, column: x + size.width - 1, limit: 1)
    }
    canvas.write(
      look([Span(String(style.bottomLeft) + across + String(style.bottomRight))]), row: y + size.height - 1,
      column: x, limit: size.width)
  }

  private static func width(of spans: [Span]) -> Int {
    spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
  }
}
