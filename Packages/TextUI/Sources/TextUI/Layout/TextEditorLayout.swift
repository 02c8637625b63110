/// How a ``TextEditor`` sizes and draws itself: as wide as it is offered, as tall as it is
/// offered (as its text where no height is offered), showing the rows around its cursor.
///
/// Its rows are cut again for each proposal rather than kept: ``LayoutItem`` keeps the size it
/// chose for each, so they are cut once to measure and once to draw.
@MainActor
struct TextEditorLayout: CustomLayout {
  let handle: Int
  let handleSpan: Span
  let text: String
  /// The cursor, in characters, while the editor has the focus.
  let cursor: Int?
  /// Whether the cursor is drawn as a bar rather than a reversed cell (`NO_COLOR`).
  let marksCursorInText: Bool
  let attributes: SpanAttributes

  /// The columns before the text: the handle, a blank and the editor's left edge.
  private var edgeWidth: Int { DisplayWidth.of(handleSpan.text) + 2 }

  func size(for proposal: ProposedSize) -> Size {
    let width = proposal.width ?? idealWidth
    return Size(width: width, height: proposal.height ?? textRows(forWidth: width).rows.count)
  }

  func draw(_ proposal: ProposedSize, size: Size, at x: Int, _ y: Int, into canvas: inout Canvas) {
    for (index, row) in rows(width: size.width, height: size.height).enumerated() {
      canvas.write(row, row: y + index, column: x, limit: size.width)
    }
  }

  /// As wide as its longest line, one column left for the cursor.
  private var idealWidth: Int {
    let longest =
      text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map { DisplayWidth.of(TerminalSafeText.displayable(String($0))) }.max() ?? 0
    return min(edgeWidth + longest + 1, ProposedSize.limit)
  }

  private func textRows(forWidth width: Int) -> TextEditorRows {
    TextEditorRows(text, width: max(2, width - edgeWidth))
  }

  /// The rows drawn in `width` columns: all of them, or the `height` around the cursor.
  func rows(width: Int, height: Int?) -> [[Span]] {
    let textRows = textRows(forWidth: width)
    let all = textRows.rows
    let location = cursor.map { textRows.location(of: min(max(0, $0), text.count)) }
    let shown = height.map { max(0, $0) } ?? all.count
    let first = height == nil ? 0 : textRows.firstRow(showing: location?.row ?? 0, height: shown)
    let range = first..<min(all.count, first + shown)
    let blank = String(repeating: " ", count: DisplayWidth.of(handleSpan.text))
    // Rows the text does not reach still show the editor's edge: its frame is all editor.
    let empty = [Span(blank, attributes: attributes), Span(" │", attributes: attributes.union(.dim))]
    let padding = Array(repeating: empty, count: max(0, shown - range.count))
    return range.map { index in
      // The left edge says when rows are out of sight above or below.
      let edge =
        if index == range.lowerBound && index > 0 {
          "↑"
        } else if index == range.upperBound - 1
          && range.upperBound < all.count
        { "↓" } else { "│" }
      var spans = index == range.lowerBound ? [handleSpan] : [Span(blank, attributes: attributes)]
      spans.append(Span(" " + edge, attributes: attributes.union(.dim)))
      spans += content(of: all[index], cursorColumn: location?.row == index ? location?.column : nil)
      return spans.filter { !$0.text.isEmpty }.map { span in
        var span = span
        span.control = handle
        return span
      }
    } + padding
  }

  /// A row's text, with the cursor drawn at `cursorColumn` (in characters) when it is there.
  private func content(of row: TextEditorRows.Row, cursorColumn: Int?) -> [Span] {
    guard let cursorColumn else { return [Span(row.text, attributes: attributes)] }
    let characters = Array(row.text)
    let column = min(cursorColumn, characters.count)
    let before = Span(String(characters[..<column]), attributes: attributes)
    if marksCursorInText {
      return [
        before, Span("|", attributes: attributes),
        Span(String(characters[column...]), attributes: attributes),
      ]
    }
    // The cell under the cursor is reversed; past the end a blank cell stands for it.
    let under = column < characters.count ? String(characters[column]) : " "
    let after = column + 1 < characters.count ? String(characters[(column + 1)...]) : ""
    return [before, Span(under, attributes: attributes.union(.cursor)), Span(after, attributes: attributes)]
  }
}
