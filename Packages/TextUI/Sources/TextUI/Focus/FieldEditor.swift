/// The text of a focused field and where its cursor is: what typing into the field in place
/// changes.
///
/// Positions count `Character`s, so a cursor never splits an accented letter or an emoji.
/// Every operation is O(n) in the text's length (a `String` is not randomly indexable).
struct FieldEditor: Hashable, Sendable {
  /// The field's text.
  private(set) var text: String
  /// The cursor, from 0 (before the first character) to `text.count` (after the last).
  private(set) var cursor: Int

  /// An editor over `text` with the cursor at `cursor`, brought into `0...text.count`.
  init(text: String, cursor: Int? = nil) {
    self.text = text
    let count = text.count
    self.cursor = min(max(0, cursor ?? count), count)
  }

  /// The most UTF-8 bytes a field holds, however many pastes fill it: one paste's worth.
  static let maximumBytes = KeyDecoder.maximumPasteBytes

  /// Inserts `typed` at the cursor and moves the cursor after it. A field holds one line, so
  /// line breaks (from a paste) become spaces, unless `keepingLineBreaks` (a ``TextEditor``),
  /// when each is kept as one `\n`; other control characters are dropped. What would grow the
  /// text past ``maximumBytes`` is cut off, whole characters only.
  mutating func insert(_ typed: String, keepingLineBreaks: Bool = false) {
    var cleaned = String(
      typed.compactMap { character -> Character? in
        if character.isNewline { return keepingLineBreaks ? "\n" : " " }
        if character == "\t" { return " " }
        return character.unicodeScalars.contains { $0.properties.generalCategory == .control }
          ? nil : character
      })
    let room = Self.maximumBytes - text.utf8.count
    if cleaned.utf8.count > room {
      var fitted = ""
      var size = 0
      for character in cleaned {
        let width = character.utf8.count
        guard size + width <= room else { break }
        fitted.append(character)
        size += width
      }
      cleaned = fitted
    }
    guard !cleaned.isEmpty else { return }
    let countBefore = text.count
    text.insert(contentsOf: cleaned, at: index(cursor))
    // Counted, not assumed: a combining mark typed after a letter joins it into one Character.
    cursor = min(max(0, cursor + text.count - countBefore), text.count)
  }

  /// Erases the character before the cursor (Backspace).
  mutating func eraseBackward() {
    guard cursor > 0 else { return }
    text.remove(at: index(cursor - 1))
    cursor -= 1
  }

  /// Erases the character under the cursor (Delete).
  mutating func eraseForward() {
    guard cursor < text.count else { return }
    text.remove(at: index(cursor))
  }

  /// Erases everything before the cursor (Ctrl-U, as in a shell).
  mutating func eraseToStart() {
    text.removeSubrange(text.startIndex..<index(cursor))
    cursor = 0
  }

  /// Erases everything from the cursor on (Ctrl-K).
  mutating func eraseToEnd() {
    text.removeSubrange(index(cursor)...)
  }

  /// Moves the cursor by `offset` characters, stopping at either end.
  mutating func move(by offset: Int) {
    cursor = min(max(0, cursor + offset), text.count)
  }

  /// Moves the cursor `offset` lines down (up when negative), to the same display column (a
  /// wide character counts two) or the end of a shorter line; past the first or last line it
  /// goes to the start or end of the text. Lines are the text's own, between line breaks (↑/↓
  /// in a ``TextEditor``).
  mutating func moveLine(by offset: Int) {
    let characters = Array(text)
    var starts = [0]
    for (index, character) in characters.enumerated() where character.isNewline { starts.append(index + 1) }
    let line = (starts.lastIndex { $0 <= cursor }) ?? 0
    let column = characters[starts[line]..<cursor].reduce(0) { $0 + DisplayWidth.of($1) }
    let target = line + offset
    guard target >= 0 else { return moveToStart() }
    guard target < starts.count else { return moveToEnd() }
    let end = target + 1 < starts.count ? starts[target + 1] - 1 : characters.count
    var position = starts[target]
    var width = 0
    while position < end, width + DisplayWidth.of(characters[position]) <= column {
      width += DisplayWidth.of(characters[position])
      position += 1
    }
    cursor = position
  }

  /// Moves the cursor before the first character (Home, Ctrl-A).
  mutating func moveToStart() { cursor = 0 }

  /// Moves the cursor after the last character (End, Ctrl-E).
  mutating func moveToEnd() { cursor = text.count }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: min(offset, text.count))
  }
}
