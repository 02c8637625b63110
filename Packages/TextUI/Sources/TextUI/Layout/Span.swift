/// A run of text drawn with the same attributes.
public struct Span: Hashable, Sendable {
  /// The text of the run.
  public var text: String
  /// How the run is drawn when styling is allowed.
  public var attributes: SpanAttributes
  /// The handle of the control the run draws, so a mouse click on it can reach that control.
  var control: Int?

  /// A run of `text` drawn with `attributes`.
  public init(_ text: String, attributes: SpanAttributes = []) {
    self.text = text
    self.attributes = attributes
  }
}
