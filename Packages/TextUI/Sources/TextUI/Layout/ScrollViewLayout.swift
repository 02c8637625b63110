/// How a ``ScrollView`` sizes and draws itself: as large as it is offered (as tall as its
/// content where no height is offered), showing the lines of its window and, when the content
/// is taller, a scroll indicator in its last column.
@MainActor
final class ScrollViewLayout: CustomLayout {
  /// The indicator's track and thumb: a thin line and a block, as Ratatui's scrollbar draws.
  static let track: Character = "│"
  static let thumb: Character = "█"

  private let area: Int
  private let identity: ViewPath
  private let axes: Axis.Set
  private let showsIndicators: Bool
  /// The content lines laid out: those of `laidOut`, or all of them when it is nil.
  private let lines: [FrameLine]
  private let laidOut: Range<Int>?
  /// The columns the content was laid out in.
  private let contentWidth: Int
  private let contentHeight: Int
  private let state: ScrollViewState
  private let registry: ScrollViewRegistry
  private var wrapped: [Int: [[Span]]] = [:]

  init(
    area: Int, identity: ViewPath, axes: Axis.Set, showsIndicators: Bool, lines: [FrameLine],
    laidOut: Range<Int>?, contentWidth: Int, contentHeight: Int, state: ScrollViewState,
    registry: ScrollViewRegistry
  ) {
    self.area = area
    self.identity = identity
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.lines = lines
    self.laidOut = laidOut
    self.contentWidth = contentWidth
    self.contentHeight = contentHeight
    self.state = state
    self.registry = registry
  }

  private var indicatorWidth: Int { showsIndicators && axes.contains(.vertical) ? 1 : 0 }

  func size(for proposal: ProposedSize) -> Size {
    let rows = rows(forWidth: proposal.width.map { max(1, $0 - indicatorWidth) } ?? contentWidth)
    let ideal = (rows.map(width(of:)).max() ?? 0) + indicatorWidth
    let width = proposal.width ?? ideal
    // Along a scrolling axis it takes what it is offered; across it, what its content needs.
    guard axes.contains(.vertical), let height = proposal.height else {
      return Size(width: width, height: laidOut == nil ? rows.count : max(rows.count, contentHeight))
    }
    return Size(width: width, height: height)
  }

  func draw(_ proposal: ProposedSize, size: Size, at x: Int, _ y: Int, into canvas: inout Canvas) {
    let inner = max(0, size.width - indicatorWidth)
    let height = axes.contains(.vertical) ? proposal.height : nil
    var next = state
    next.isMeasured = true
    next.height = height
    next.width = size.width
    next.contentHeight = contentHeight
    let rows = rows(forWidth: max(1, inner))
    next.contentWidth = rows.map(width(of:)).max() ?? 0
    next.offset = min(next.offset, next.lastOffset)
    next.scrollsSideways = axes.contains(.horizontal)
    next.innerWidth = inner
    next.columnOffset = min(next.columnOffset, next.lastColumnOffset)
    registry.update(identity, to: next)
    // Laid out for another window or width than it is drawn at: one more pass draws it right.
    let wanted = height.map { next.offset..<next.offset + $0 }
    if wanted != laidOut || next.width != state.width { registry.needsAnotherPass = true }
    for (index, row) in rows.prefix(size.height).enumerated() {
      canvas.write(
        Self.tagged(Self.dropping(next.columnOffset, from: row), area: area), row: y + index, column: x,
        limit: inner)
    }
    guard indicatorWidth > 0, let height, height > 0, contentHeight > height else { return }
    // The thumb is as long as the share of the content in sight, and as far down as the offset.
    let thumb = max(1, height * height / contentHeight)
    let top = next.lastOffset == 0 ? 0 : (height - thumb) * next.offset / next.lastOffset
    for row in 0..<min(height, size.height) {
      let character = (top..<top + thumb).contains(row) ? Self.thumb : Self.track
      canvas.write(
        Self.tagged([Span(String(character))], area: area), row: y + row, column: x + size.width - 1, limit: 1
      )
    }
  }

  /// The content's rows at `width` columns: wrapped, unless the view scrolls sideways.
  private func rows(forWidth width: Int) -> [[Span]] {
    if let cached = wrapped[width] { return cached }
    let rows: [[Span]]
    if axes.contains(.horizontal) {
      rows = lines.map { line in line.isRule ? [Span("───")] : line.gutter + line.content }
    } else {
      let wrapper = LineWrapper(width: width, styled: false)
      rows = lines.flatMap { line in
        // Most lines fit: only the others need the wrapper's search for places to break.
        let fits =
          !line.isRule && line.trailer.isEmpty
          && (line.gutter + line.content).allSatisfy { span in
            span.text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
          } && (line.gutter + line.content).reduce(0) { $0 + $1.text.utf8.count } <= width
        return fits ? [line.gutter + line.content] : wrapper.spanRows(for: line)
      }
    }
    wrapped[width] = rows
    return rows
  }

  private func width(of row: [Span]) -> Int {
    row.reduce(0) { $0 + DisplayWidth.of($1.text) }
  }

  /// `spans` marked as drawn by scroll area `area`, so the mouse wheel over them scrolls it;
  /// spans a scroll view inside it drew keep that one's mark.
  private static func tagged(_ spans: [Span], area: Int) -> [Span] {
    spans.map { span in
      var span = span
      if span.scrollArea == nil { span.scrollArea = area }
      return span
    }
  }

  /// `row` without its first `columns` columns; a wide character cut in half leaves a blank.
  static func dropping(_ columns: Int, from row: [Span]) -> [Span] {
    guard columns > 0 else { return row }
    var skipped = 0
    var result: [Span] = []
    for span in row {
      guard skipped < columns else {
        result.append(span)
        continue
      }
      var kept = ""
      for character in span.text {
        if skipped >= columns {
          kept.append(character)
          continue
        }
        let width = DisplayWidth.of(character)
        skipped += width
        if skipped > columns { kept += String(repeating: " ", count: skipped - columns) }
      }
      if !kept.isEmpty { result.append(span.withText(kept)) }
    }
    return result
  }
}
