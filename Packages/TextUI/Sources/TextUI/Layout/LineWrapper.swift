/// Turns logical lines into rows no wider than the terminal, breaking at spaces when it can.
struct LineWrapper {
  let width: Int
  let styled: Bool
  /// The colours styled rows may use.
  let colors: ColorSupport

  init(width: Int, styled: Bool, colors: ColorSupport = .trueColor) {
    self.colors = colors
    // Clamped here too, as every frame is drawn through a wrapper: `Frame.text(width:)` is public,
    // and a width near `Int.max` would overflow the gutter arithmetic and allocate a rule that wide.
    self.width = TerminalConfiguration.clamp(width: width)
    self.styled = styled
  }

  /// The terminal rows of `line`, escape sequences included when styled.
  func rows(for line: FrameLine) -> [String] {
    wrappedRows(for: line).map(\.text)
  }

  /// The terminal rows of `line` with the columns of the controls they draw.
  func wrappedRows(for line: FrameLine) -> [WrappedRow] {
    let extra: SpanAttributes = line.isInactive ? .dim : []
    let parts = parts(of: line)
    guard line.isLaidOut && !styled else {
      // Most lines have no trailer: each row is drawn straight from its parts, without first
      // building every row's spans.
      guard parts.trailer != nil else { return parts.rows.map { draw(parts.gutter + $0, extra: extra) } }
      return spanRows(parts).map { draw($0, extra: extra) }
    }
    // Blanks kept for their background colour show nothing in plain text: no trailing spaces.
    return spanRows(parts).map { spans in
      var spans = spans
      while let last = spans.last, last.text.last == " " {
        let trimmed = String(last.text.reversed().drop { $0 == " " }.reversed())
        if trimmed.isEmpty { spans.removeLast() } else { spans[spans.count - 1].text = trimmed }
      }
      return draw(spans, extra: extra)
    }
  }

  /// The rows of `line` as spans, gutter included, each at most `width` columns. A line the
  /// two-dimensional layout placed (``FrameLine/isLaidOut``) is cut at the edge rather than
  /// wrapped: its columns mean something.
  func spanRows(for line: FrameLine) -> [[Span]] {
    spanRows(parts(of: line))
  }

  /// A line cut into rows: the gutter that goes before each row, the rows, the trailer that goes
  /// after each (nil when it draws nothing) and the columns between them.
  private typealias Parts = (gutter: [Span], rows: [[Span]], trailer: [Span]?, available: Int)

  private func spanRows(_ parts: Parts) -> [[Span]] {
    guard let trailer = parts.trailer else { return parts.rows.map { parts.gutter + $0 } }
    return parts.rows.map { row in
      let padding = parts.available - row.reduce(0) { $0 + DisplayWidth.of($1.text) }
      var spans = parts.gutter + row + [Span(String(repeating: " ", count: max(0, padding)))] + trailer
      // Blanks after the last side drawn show nothing: no trailing spaces.
      while let last = spans.last, last.attributes.isEmpty, last.background == nil,
        last.text.allSatisfy({ $0 == " " })
      {
        spans.removeLast()
      }
      return spans
    }
  }

  private func parts(of line: FrameLine) -> Parts {
    var gutter = line.gutter
    var trailer = line.trailer
    var gutterWidth = gutter.reduce(0) { $0 + DisplayWidth.of($1.text) }
    var trailerWidth = trailer.reduce(0) { $0 + DisplayWidth.of($1.text) }
    // A narrow terminal keeps the room for the content, not for the indentation; a box's sides
    // stay as long as any room is left between them.
    if trailer.isEmpty ? gutterWidth * 2 > width : gutterWidth + trailerWidth >= width {
      gutter = []
      trailer = []
      gutterWidth = 0
      trailerWidth = 0
    }
    let available = max(1, width - gutterWidth - trailerWidth)
    let rows: [[Span]]
    if line.isRule {
      rows = [[Span(String(repeating: "─", count: available))]]
    } else if line.isLaidOut {
      var canvas = Canvas(width: available, height: 1)
      canvas.write(line.content, row: 0, column: 0, limit: available)
      rows = [canvas.spans(ofRow: 0)]
    } else {
      rows = wrap(line.content, into: available)
    }
    let drawsTrailer = trailer.contains { !$0.text.allSatisfy { $0 == " " } }
    return (gutter, rows, drawsTrailer ? trailer : nil, available)
  }

  /// Splits spans into rows of at most `limit` columns.
  private func wrap(_ spans: [Span], into limit: Int) -> [[Span]] {
    // A cell names the span it came from by index: its look (attributes, control, colours) is
    // read from there, not copied with every character.
    typealias Cell = (character: Character, span: Int)
    var rows: [[Cell]] = []
    var row: [Cell] = []
    var rowWidth = 0
    var lastSpace: Int?
    for (index, span) in spans.enumerated() {
      for displayable in span.text.lazy.map(TerminalSafeText.displayable) {
        var character = displayable
        var columns = DisplayWidth.of(character)
        if columns > limit {
          // A wide character in a one-column row could never fit: a narrow stand-in keeps the
          // row within the terminal.
          character = "?"
          columns = 1
        }
        if rowWidth + columns > limit && !row.isEmpty {
          if character == " " {
            // The row is full right before a space: break there, not at an earlier space.
            rows.append(row)
            row = []
            rowWidth = 0
            lastSpace = nil
            continue
          }
          if let space = lastSpace, space > 0 {
            rows.append(Array(row[..<space]))
            row = Array(row[(space + 1)...])
          } else {
            rows.append(row)
            row = []
          }
          rowWidth = row.reduce(0) { $0 + DisplayWidth.of($1.character) }
          lastSpace = row.lastIndex { $0.character == " " }
          if character == " " && row.isEmpty { continue }  // no leading space on a wrapped row
        }
        if character == " " { lastSpace = row.count }
        row.append((character, index))
        rowWidth += columns
      }
    }
    rows.append(row)
    return rows.map { cells in
      var result: [Span] = []
      var lastSource: Int?
      for cell in cells {
        if let last = result.last, cell.span == lastSource || last.looksLike(spans[cell.span]) {
          result[result.count - 1].text.append(cell.character)
        } else {
          result.append(spans[cell.span].withText(String(cell.character)))
        }
        lastSource = cell.span
      }
      return result
    }
  }

  private func draw(_ spans: [Span], extra: SpanAttributes) -> WrappedRow {
    var controls: [WrappedRow.ControlColumns] = []
    var areas: [WrappedRow.ScrollAreaColumns] = []
    var column = 0
    for span in spans {
      let width = DisplayWidth.of(span.text)
      if let area = span.scrollArea {
        if let last = areas.last, last.area == area, last.columns.upperBound == column {
          areas[areas.count - 1].columns = last.columns.lowerBound..<column + width
        } else {
          areas.append(WrappedRow.ScrollAreaColumns(columns: column..<column + width, area: area))
        }
      }
      if let handle = span.control {
        if let last = controls.last, last.handle == handle, last.columns.upperBound == column {
          controls[controls.count - 1].columns = last.columns.lowerBound..<column + width
        } else {
          controls.append(WrappedRow.ControlColumns(columns: column..<column + width, handle: handle))
        }
      }
      column += width
    }
    guard styled else {
      return WrappedRow(text: spans.map(\.text).joined(), controls: controls, scrollAreas: areas)
    }
    let text = spans.map { span in
      let escape = span.escapeSequence(adding: extra, colors: colors)
      return escape.isEmpty ? span.text : escape + span.text + "\u{1B}[0m"
    }.joined()
    return WrappedRow(text: text, controls: controls, scrollAreas: areas)
  }
}
