/// An editable line of text: drawn as `[n] Label: [text]`, replaced by typing `type n new text`.
public struct TextField: View {
  private let title: String
  private let text: Binding<String>

  /// A field labelled `title` that edits `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  /// A primitive: the renderer draws the label and the current text.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension TextField: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .field(
      path.appending(.role("field")), label: title, text: text.wrappedValue, isSecure: false,
      binding: text)
  }
}
