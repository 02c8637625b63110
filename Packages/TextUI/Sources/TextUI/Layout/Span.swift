/// A run of text drawn with the same attributes.
public struct Span: Hashable, Sendable {
  /// The text of the run.
  public var text: String
  // A piped list's frame holds a million spans: the handle and the scroll area are stored in
  // 32 bits (a frame numbers its controls densely, never near 2³¹) and the byte-sized
  // properties come last (Swift lays them out as declared), 40 bytes a span rather than 64.
  private var storedControl: Int32?
  private var storedScrollArea: Int32?
  /// How the run is drawn when styling is allowed.
  public var attributes: SpanAttributes
  /// The colour of the text (``View/foregroundColor(_:)``); nil is the terminal's own.
  var foreground: Color?
  /// The colour behind the text (``View/background(_:)``); nil lets what is behind show.
  var background: Color?

  /// The handle of the control the run draws, so a mouse click on it can reach that control.
  var control: Int? {
    get { storedControl.map(Int.init) }
    set { storedControl = newValue.map { Int32(clamping: $0) } }
  }

  /// The scroll area (an index into the last layout's scroll views) that drew the run, so the
  /// mouse wheel over it scrolls that scroll view.
  var scrollArea: Int? {
    get { storedScrollArea.map(Int.init) }
    set { storedScrollArea = newValue.map { Int32(clamping: $0) } }
  }

  /// A run of `text` drawn with `attributes`.
  public init(_ text: String, attributes: SpanAttributes = []) {
    self.text = text
    self.attributes = attributes
  }

  /// Whether `other` is drawn the same way, so that the two can be one run.
  func looksLike(_ other: Span) -> Bool {
    attributes == other.attributes && control == other.control && foreground == other.foreground
      && background == other.background && scrollArea == other.scrollArea
  }

  /// This span's look (attributes, control, colours) with `text` instead of its own.
  func withText(_ text: String) -> Span {
    var span = self
    span.text = text
    return span
  }

  /// The SGR escape sequence selecting this span's attributes, `extra` ones and colours as
  /// `colors` allows, or "" when there is nothing to select.
  func escapeSequence(adding extra: SpanAttributes, colors: ColorSupport) -> String {
    var codes = attributes.union(extra).codes
    // The accent of a handle stays: a handle must stand out whatever colour its view asked for.
    if let foreground, !attributes.contains(.handle) {
      let code = colors.parameters(for: foreground, background: false)
      if !code.isEmpty { codes.append(code) }
    }
    if let background {
      let code = colors.parameters(for: background, background: true)
      if !code.isEmpty { codes.append(code) }
    }
    return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
