/// A titled group of rows: the header on its own line, the rows indented below it.
public struct Section<Content: View>: View {
  private let header: String?
  private let content: Content

  /// A section titled `header`.
  public init<S: StringProtocol>(_ header: S, @ViewBuilder content: () -> Content) {
    self.header = String(header)
    self.content = content()
  }

  /// A section without a header.
  public init(@ViewBuilder content: () -> Content) {
    self.header = nil
    self.content = content()
  }

  /// A primitive: the renderer draws the header and indents the rows.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Section: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .section(header: header, [scope.resolve(content, at: path.appending(.role("section")))])
  }
}
