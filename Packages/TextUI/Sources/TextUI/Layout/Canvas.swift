/// A rectangle of terminal cells that the two-dimensional layout draws into, then reads back as
/// lines of spans.
///
/// Everything written is clipped to the rectangle, so a child that overflows its frame (a
/// contradicting nested frame, a fixed-size view in a narrow terminal) can never make a line
/// wider than the canvas. A wide character takes two cells; one cut by an edge, or half covered
/// by a later write, is replaced by blanks, never drawn half. Rows are stored only as far as
/// something was written on them, so the blank parts of a tall frame cost nothing.
struct Canvas {
  /// One cell: a character (or the right half of a wide one), and how it is drawn.
  struct Cell: Hashable {
    var character: Character = " "
    var attributes: SpanAttributes = []
    var control: Int?
    /// The scroll view that drew the cell (``Span/scrollArea``).
    var scrollArea: Int?
    var foreground: Color?
    var background: Color?
    /// The right half of the wide character in the cell to the left.
    var isContinuation = false
    /// Nothing was drawn here: trailing written-nothing cells are not part of the line.
    var isEmpty = true
  }

  let width: Int
  let height: Int
  private var rows: [[Cell]]

  /// The most cells a canvas holds: past it, rows at the bottom are cut. A frame asked to be
  /// thousands of rows tall and wide must not take gigabytes.
  static let maximumCells = 1 << 22

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, min(height, Self.maximumCells / max(1, width)))
    rows = Array(repeating: [], count: self.height)
  }

  /// Draws `spans` on `row` from `column`, at most `limit` columns of them; what falls outside
  /// the canvas is dropped.
  mutating func write(_ spans: [Span], row: Int, column: Int, limit: Int) {
    guard (0..<height).contains(row), limit > 0 else { return }
    var x = column
    let end = min(width, column &+ limit)
    for span in spans {
      for character in span.text.lazy.map(TerminalSafeText.displayable) {
        let columns = DisplayWidth.of(character)
        if columns == 0 { continue }
        guard x < end else { return }
        if x >= 0 {
          if x + columns > end {
            // A wide character cut by the edge: the half that fits is left blank.
            put(Cell(isEmpty: false), row: row, column: x)
          } else {
            put(
              Cell(
                character: character, attributes: span.attributes, control: span.control,
                scrollArea: span.scrollArea,
                foreground: span.foreground, background: span.background, isEmpty: false),
              row: row, column: x)
            if columns == 2 { put(Cell(isContinuation: true, isEmpty: false), row: row, column: x + 1) }
          }
        } else if x + columns > 0 {
          // The right half of a wide character whose left half is cut off.
          put(Cell(isEmpty: false), row: row, column: 0)
        }
        x += columns
      }
    }
  }

  /// Draws `character` (one column wide) in every cell of a rectangle, clipped to the canvas.
  mutating func fill(
    _ character: Character, attributes: SpanAttributes = [], foreground: Color? = nil,
    background: Color? = nil,
    x: Int, y: Int, width: Int, height: Int
  ) {
    let left = min(max(0, x), self.width)
    let top = min(max(0, y), self.height)
    let columns = left..<max(left, min(self.width, x &+ max(0, width)))
    let lines = top..<max(top, min(self.height, y &+ max(0, height)))
    guard !columns.isEmpty else { return }
    for row in lines {
      for column in columns {
        put(
          Cell(
            character: character, attributes: attributes, foreground: foreground, background: background,
            isEmpty: false),
          row: row, column: column)
      }
    }
  }

  /// Blanks a rectangle, clipped to the canvas: what was drawn there goes, its background
  /// colour too, so a box drawn over the rectangle shows nothing of what it covers.
  mutating func clear(x: Int, y: Int, width: Int, height: Int) {
    let left = min(max(0, x), self.width)
    let top = min(max(0, y), self.height)
    let columns = left..<max(left, min(self.width, x &+ max(0, width)))
    for row in top..<max(top, min(self.height, y &+ max(0, height))) {
      for column in columns {
        if column < rows[row].count { rows[row][column].background = nil }
        put(Cell(isEmpty: false), row: row, column: column)
      }
    }
  }

  /// Sets one cell, blanking the other half of any wide character it breaks. A cell without a
  /// background keeps the one already there: text drawn over a colour stays on it.
  private mutating func put(_ cell: Cell, row: Int, column: Int) {
    if rows[row].count <= column {
      rows[row].append(contentsOf: repeatElement(Cell(), count: column + 1 - rows[row].count))
    }
    let old = rows[row][column]
    var cell = cell
    if cell.background == nil { cell.background = old.background }
    if old.isContinuation && !cell.isContinuation && column > 0 {
      let left = rows[row][column - 1]
      rows[row][column - 1] = Cell(attributes: left.attributes, background: left.background, isEmpty: false)
    }
    // Also when `cell` is itself a right half: a wide character moved one column over the old
    // one covers its left half only, and the old right half must not stay a column of nothing.
    if !old.isContinuation, column + 1 < rows[row].count, rows[row][column + 1].isContinuation {
      rows[row][column + 1] = Cell(attributes: old.attributes, background: old.background, isEmpty: false)
    }
    rows[row][column] = cell
  }

  /// The spans of `row`, neighbouring cells drawn alike merged, blank cells at the end dropped.
  func spans(ofRow row: Int) -> [Span] {
    guard (0..<height).contains(row) else { return [] }
    let cells = rows[row]
    // Trailing blanks without attributes draw nothing: leave them out, as the line layout does.
    var end = cells.count
    while end > 0, cells[end - 1].character == " ", cells[end - 1].background == nil,
      cells[end - 1].attributes.isEmpty || cells[end - 1].isEmpty
    {
      end -= 1
    }
    // One span per run of cells drawn alike: the run's text is gathered, then the span made once.
    // Cells are compared in place, not copied: a full-width row is walked on every frame.
    // The run's text is gathered as UTF-8 bytes: appending characters to a string one by one
    // costs several times as much, and a row is gathered for every line laid out so.
    var spans: [Span] = []
    var start: Int?
    var text: [UInt8] = []
    for index in cells.indices[..<end] where !cells[index].isContinuation {
      if let run = start, !cells[run].isDrawnLike(cells[index]) {
        spans.append(cells[run].span(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
        start = index
      } else if start == nil {
        start = index
      }
      let utf8 = cells[index].character.utf8
      if utf8.count == 1, let byte = utf8.first { text.append(byte) } else { text.append(contentsOf: utf8) }
    }
    if let run = start { spans.append(cells[run].span(String(decoding: text, as: UTF8.self))) }
    return spans
  }
}

extension Canvas.Cell {
  /// Whether `other` is drawn the same way, so that the two can be one span.
  fileprivate func isDrawnLike(_ other: Canvas.Cell) -> Bool {
    attributes == other.attributes && control == other.control && scrollArea == other.scrollArea
      && foreground == other.foreground && background == other.background
  }

  /// A span of `text` drawn as this cell is.
  fileprivate func span(_ text: String) -> Span {
    var span = Span(text, attributes: attributes)
    span.control = control
    span.scrollArea = scrollArea
    span.foreground = foreground
    span.background = background
    return span
  }
}
