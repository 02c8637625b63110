/// Read-only text. Line breaks in the string start new lines; long lines wrap at the frame width.
public struct Text: View {
  let content: String

  /// Text showing `content` as written.
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Text showing `content` as written (SwiftUI's spelling for non-localized text).
  public init(verbatim content: String) {
    self.content = content
  }

  /// A primitive: the renderer draws the string.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Text: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element { .text(content) }
}
