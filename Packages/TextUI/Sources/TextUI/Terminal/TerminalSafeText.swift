/// Text as it may reach a terminal: control characters from data (a catalog title, a typed
/// field, an echoed command) are replaced by a visible stand-in, so that data can never move the
/// cursor, clear the screen or restyle the terminal — only the renderer's own escapes do that.
/// The app's messages on standard error go through it too.
@_spi(SwiftRexInternals)
public enum TerminalSafeText {
  /// What stands in for a control character: visible, one column wide.
  public static let replacement: Character = "\u{FFFD}"

  /// `character`, or the stand-in when it holds a control scalar (C0, DEL or C1). A line break
  /// stays one (`\r\n` becomes `\n`), and a tab becomes a space, which is what it meant.
  public static func displayable(_ character: Character) -> Character {
    guard character != "\n", character.unicodeScalars.contains(where: isControl) else { return character }
    switch character {
    case "\r\n": return "\n"
    case "\t": return " "
    default: return replacement
    }
  }

  /// `text` with every control character replaced (see ``displayable(_:)-(Character)``).
  public static func displayable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" }) else { return text }
    return String(text.map(displayable))
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }
}
