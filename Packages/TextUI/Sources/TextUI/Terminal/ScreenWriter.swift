/// Turns frames into the bytes that show them on a screen redrawn in place, and nothing else:
/// no layout and no input, only text.
///
/// It remembers what the screen shows, row by row, and writes only the rows that differ — each
/// erased and rewritten in the same write, so nothing flickers and a change to one field writes
/// one row. A screen whose contents are unknown (the first frame, a resize, a resume) is cleared
/// and written whole.
struct ScreenWriter {
  /// What the screen shows now, row by row.
  private var screenRows: [String] = []
  /// Set when the screen's contents are unknown: the next write clears it and writes every row.
  private var needsFullRedraw = true
  private var isCursorShown = false
  /// The frame's rows on screen as last written, with their controls' and scroll views'
  /// columns: what a mouse report lands on.
  private(set) var frameRows: [WrappedRow] = []

  /// One screen to show: the frame through a viewport, the rows under it and the cursor.
  struct Screen {
    /// The frame to show, from its first line in sight.
    var frame: Frame
    /// The rows the frame has on screen.
    var viewportHeight: Int
    /// The rows what scrolls is shown in (the box on top's content, over the screen), for the
    /// status row; nil without a viewport.
    var scrollHeight: Int?
    /// The message rows, already wrapped.
    var message: [String]
    /// The last row: the key hints or the `:` line.
    var footer: String
    /// The footer's column (1-based) the cursor stands at; nil hides it.
    var cursorColumn: Int?
  }

  /// The terminal's columns.
  var width: Int
  /// The terminal's rows.
  var height: Int
  /// Whether rows carry styles (escape sequences).
  var styled: Bool
  /// The colours styled rows use.
  var colors: ColorSupport

  /// A writer for a screen of `width` columns and `height` rows, its contents unknown.
  init(width: Int, height: Int, styled: Bool, colors: ColorSupport) {
    self.width = width
    self.height = height
    self.styled = styled
    self.colors = colors
  }

  /// Forgets what the screen shows (a resize, a resume, a terminal echoing what is typed): the
  /// next write clears it and writes every row.
  mutating func forgetScreen() {
    needsFullRedraw = true
  }

  /// `message` cut into screen rows: the footer and the status row always show, and the frame
  /// keeps at least one row, so it takes at most `height - 3`.
  func messageRows(_ message: String?) -> [String] {
    guard let message, !message.isEmpty else { return [] }
    let wrapper = LineWrapper(width: width, styled: false)
    let rows = message.split(separator: "\n", omittingEmptySubsequences: false)
      .flatMap { wrapper.rows(for: FrameLine(content: [Span(String($0))], layer: 0)) }
    return Array(rows.prefix(max(0, height - 3)))
  }

  /// The rows the frame has once `messageRows` message rows, the status row and the footer
  /// are taken.
  func viewportHeight(messageRows: Int) -> Int {
    max(1, height - 2 - messageRows)
  }

  /// The bytes that turn the screen into `screen`: the frame's rows in sight, a status row
  /// (which lines are in sight, when not all are), the message, the footer; only the rows that
  /// changed unless the screen is unknown.
  mutating func write(_ screen: Screen) -> String {
    let viewport = screen.viewportHeight
    frameRows = Array(screen.frame.rows(width: width, styled: styled, colors: colors).prefix(viewport))
    var rows = frameRows.map(\.text)
    rows += Array(repeating: "", count: viewport - rows.count)
    rows.append(statusLine(screen.frame, viewport: screen.scrollHeight ?? viewport))
    rows += screen.message
    rows.append(screen.footer)
    // A screen one row short (a tiny terminal) drops rows from the top of the frame, never the
    // footer.
    if rows.count > height { rows.removeFirst(rows.count - height) }
    return update(to: rows, cursor: screen.cursorColumn.map { (row: rows.count, column: $0) })
  }

  /// The bytes that turn the screen from ``screenRows`` into `rows`: every row after a clear
  /// when the screen is unknown, else only the rows that changed; then the cursor, shown at
  /// `cursor` (1-based) or hidden.
  private mutating func update(to rows: [String], cursor: (row: Int, column: Int)?) -> String {
    var bytes = ""
    if needsFullRedraw || rows.count != screenRows.count {
      bytes += "\u{1B}[?25l\u{1B}[H\u{1B}[2J"
      isCursorShown = false
      for (index, row) in rows.enumerated() where !row.isEmpty {
        bytes += "\u{1B}[\(index + 1);1H" + row
      }
      needsFullRedraw = false
    } else {
      for (index, row) in rows.enumerated() where row != screenRows[index] {
        // Erasing first, then writing: erasing after a full-width row would take its last cell.
        bytes += "\u{1B}[\(index + 1);1H\u{1B}[2K" + row
      }
    }
    screenRows = rows
    if let cursor {
      bytes += "\u{1B}[\(cursor.row);\(cursor.column)H"
      if !isCursorShown { bytes += "\u{1B}[?25h" }
      isCursorShown = true
    } else if isCursorShown {
      bytes += "\u{1B}[?25l"
      isCursorShown = false
    }
    return bytes
  }

  /// The row between the frame and the footer: which lines are in sight when the frame is
  /// taller than the `viewport` rows it scrolls in, else blank.
  private func statusLine(_ frame: Frame, viewport: Int) -> String {
    guard frame.lineCount > viewport else { return "" }
    let first = frame.firstLine + 1
    let last = min(frame.firstLine + viewport, frame.lineCount)
    let arrows = (frame.firstLine > 0 ? "↑" : "") + (last < frame.lineCount ? "↓" : "")
    let text = String("\(arrows) lines \(first)–\(last) of \(frame.lineCount)".prefix(width))
    return styled ? "\u{1B}[2m" + text + "\u{1B}[0m" : text
  }
}
