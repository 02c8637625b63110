/// A text field whose content is never shown: one bullet per character stands in for it.
public struct SecureField: View {
  private let title: String
  private let text: Binding<String>

  /// A secure field labelled `title` that edits `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  /// A primitive: the renderer draws the label and bullets.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension SecureField: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .field(
      path.appending(.role("field")), label: title, text: text.wrappedValue, isSecure: true,
      binding: text)
  }
}
