/// How a run of text is drawn in a styled terminal; plain output ignores all of it.
public struct SpanAttributes: OptionSet, Hashable, Sendable {
  /// The raw bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Bold (SGR 1).
  public static let bold = SpanAttributes(rawValue: 1 << 0)
  /// Dim (SGR 2).
  public static let dim = SpanAttributes(rawValue: 1 << 1)
  /// Italic (SGR 3).
  public static let italic = SpanAttributes(rawValue: 1 << 2)
  /// Underlined (SGR 4).
  public static let underline = SpanAttributes(rawValue: 1 << 3)
  /// A control's handle, drawn in an accent colour (SGR 36) so it stands out.
  public static let handle = SpanAttributes(rawValue: 1 << 4)
  /// The control with the keyboard focus, drawn bold and reversed (SGR 1 and 7).
  public static let focused = SpanAttributes(rawValue: 1 << 5)
  /// The text cursor of the field being edited, drawn reversed (SGR 7).
  public static let cursor = SpanAttributes(rawValue: 1 << 6)

  /// Struck through (SGR 9).
  public static let strikethrough = SpanAttributes(rawValue: 1 << 7)

  /// The SGR escape sequence selecting these attributes, or "" when there are none.
  var escapeSequence: String {
    codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// The SGR parameters selecting these attributes.
  var codes: [String] {
    var codes: [String] = []
    if contains(.bold) { codes.append("1") }
    if contains(.dim) { codes.append("2") }
    if contains(.italic) { codes.append("3") }
    if contains(.underline) { codes.append("4") }
    if contains(.focused) && !contains(.bold) { codes.append("1") }
    if contains(.focused) || contains(.cursor) { codes.append("7") }
    if contains(.strikethrough) { codes.append("9") }
    if contains(.handle) { codes.append("36") }
    return codes
  }
}
