/// A container for controls that edit data, usually grouped in ``Section``s.
public struct Form<Content: View>: View {
  private let content: Content

  /// A form holding `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive: the renderer lays out the rows, a blank line between sections.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Form: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .form([scope.resolve(content, at: path.appending(.role("form")))])
  }
}
