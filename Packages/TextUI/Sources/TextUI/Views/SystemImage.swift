/// The text glyphs that stand in for SF Symbols, which a terminal does not have: a
/// `Tab(_:systemImage:value:content:)` shows the glyph of its symbol before its title.
///
/// Every glyph is one column wide in a terminal. A symbol not in the table, and the `.fill`
/// form of one whose filled shape has no glyph of its own, shows its outline's glyph or none.
enum SystemImage {
  /// The glyphs, by symbol name.
  static let glyphs: [String: String] = [
    "house": "⌂",
    "gear": "⚙", "gearshape": "⚙",
    "person": "☺", "person.circle": "☺", "person.2": "☺",
    "star": "☆", "star.fill": "★",
    "heart": "♡", "heart.fill": "♥",
    "list.bullet": "☰", "list.dash": "☰", "line.3.horizontal": "☰",
    "book": "▤", "books.vertical": "▤", "text.book.closed": "▤",
    "plus": "+", "minus": "-", "number": "#",
    "magnifyingglass": "⌕",
    "checkmark": "✓", "xmark": "✕",
    "pencil": "✎", "square.and.pencil": "✎",
    "envelope": "✉", "calendar": "▦", "clock": "◷",
    "info.circle": "ⓘ", "exclamationmark.triangle": "⚠",
    "play": "▶", "stop": "■", "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
    "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
    "chevron.left": "‹", "chevron.right": "›",
  ]

  /// The glyph standing for the symbol `name`, if any.
  static func glyph(named name: String) -> String? {
    if let glyph = glyphs[name] { return glyph }
    guard name.hasSuffix(".fill") else { return nil }
    return glyphs[String(name.dropLast(".fill".count))]
  }
}
