/// How many terminal columns text occupies: East Asian wide and fullwidth characters and emoji
/// take two, combining marks and other zero-width scalars none, everything else one.
public enum DisplayWidth {
  /// The columns `text` occupies. O(n); ASCII text is measured byte by byte, without
  /// looking up Unicode properties.
  public static func of<S: StringProtocol>(_ text: S) -> Int {
    var columns = 0
    for byte in text.utf8 {
      guard byte < 0x80 else { return ofScalarsAlone(text) ?? text.reduce(0) { $0 + of($1) } }
      if byte >= 0x20 && byte != 0x7F { columns += 1 }
    }
    return columns
  }

  /// The columns of `text` measured scalar by scalar, when every scalar is certain to be a
  /// character of its own (Latin, and punctuation such as `‹ › – …`): splitting text into
  /// characters costs far more than measuring it. Nil when some scalar may join a neighbour.
  private static func ofScalarsAlone<S: StringProtocol>(_ text: S) -> Int? {
    var columns = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      // Box drawing and block elements (every box's edges and sides) join nothing and take one
      // column: counted without looking up their properties.
      if (0x2500...0x259F).contains(value) {
        columns += 1
        continue
      }
      // Below U+0300 nothing combines ("\r\n" is two controls of no width either way); in
      // General Punctuation, U+2010–U+2027 and U+2030–U+205E are neither joiners nor marks.
      guard value < 0x300 || (0x2010...0x2027).contains(value) || (0x2030...0x205E).contains(value) else {
        return nil
      }
      columns += of(scalar)
    }
    return columns
  }

  /// The columns one user-perceived character occupies.
  public static func of(_ character: Character) -> Int {
    // Most of a frame is ASCII: printable takes one column, a control none ("\r\n" too).
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // Emoji sequences (ZWJ families, flags, keycaps, VS16 forms) draw as one wide glyph.
    if first.properties.isEmojiPresentation || isRegionalIndicator(first)
      || (scalars.count > 1 && scalars.contains { $0.value == 0xFE0F })
    {
      return 2
    }
    // A cluster is as wide as its base; the marks that follow it take no room.
    return scalars.lazy.map(of).first { $0 > 0 } ?? 0
  }

  /// The columns one scalar occupies on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 { return 0 }
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and final consonants
    if scalar.properties.isEmojiPresentation { return 2 }
    return isWide(value) ? 2 : 1
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// East Asian Wide (W) and Fullwidth (F) blocks.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x231A...0x231B, 0x2329...0x232A,
    0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,
    0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF,  // Tangut, Kana supplements
    0x1F300...0x1F64F, 0x1F900...0x1F9FF,  // pictographs and emoji
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    return wideRanges.contains { $0.contains(value) }
  }
}
