/// A ``TextEditor``'s text cut into the rows it is drawn in: at its line breaks, and wherever a
/// line is wider than the editor (by display width: a wide character takes two columns and
/// never straddles two rows).
///
/// Positions count `Character`s, as ``FieldEditor``'s cursor does. Each row keeps one column
/// free at its end, so the cursor after a row's last character always has a cell to stand in.
struct TextEditorRows: Equatable {
  /// One row: its text, as drawn, and the characters of the editor's text it holds.
  struct Row: Equatable {
    /// What the row draws: control characters made visible, the line break left out.
    var text: String
    /// The position of the row's first character in the text.
    var start: Int
    /// The number of characters of the text the row draws (its line break not counted).
    var count: Int
    /// Whether the row ends at a line break or the end of the text, rather than wrapping.
    var endsLine: Bool
  }

  /// The rows, top to bottom; one empty row for empty text.
  let rows: [Row]

  /// `text` cut into rows of at most `width` columns (at least 2: one for a character, one for
  /// the cursor).
  init(_ text: String, width: Int) {
    let limit = max(1, width - 1)
    var rows: [Row] = []
    var current = Row(text: "", start: 0, count: 0, endsLine: false)
    var used = 0
    var position = 0
    for character in text {
      if character.isNewline {
        current.endsLine = true
        rows.append(current)
        position += 1
        current = Row(text: "", start: position, count: 0, endsLine: false)
        used = 0
        continue
      }
      // A tab is one blank, as a field draws it; other controls show as their visible stand-in.
      let shown = character == "\t" ? " " : TerminalSafeText.displayable(character)
      let columns = min(DisplayWidth.of(shown), limit)
      if used + columns > limit, current.count > 0 {
        rows.append(current)
        current = Row(text: "", start: position, count: 0, endsLine: false)
        used = 0
      }
      current.text.append(shown)
      current.count += 1
      used += columns
      position += 1
    }
    current.endsLine = true
    rows.append(current)
    self.rows = rows
  }

  /// The row and the column (in characters of the row) the cursor at `position` stands in. A
  /// position at the end of a row that wraps stands at the start of the next one.
  func location(of position: Int) -> (row: Int, column: Int) {
    for (index, row) in rows.enumerated() {
      let end = row.start + row.count
      if position < end || (position == end && row.endsLine) {
        return (index, max(0, position - row.start))
      }
    }
    let last = rows.count - 1
    return (last, rows[last].count)
  }

  /// The first row to show in `height` rows so that the cursor's row is in sight: from the top
  /// while it fits, else with the cursor's row at the bottom.
  func firstRow(showing cursorRow: Int, height: Int) -> Int {
    max(0, min(cursorRow - height + 1, rows.count - height))
  }
}
