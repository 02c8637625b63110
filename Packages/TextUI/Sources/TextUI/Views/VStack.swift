/// Views one above the other.
public struct VStack<Content: View>: View {
  private let spacing: Int
  private let content: Content

  /// Stacks `content` vertically, with `spacing` blank lines between the views.
  public init(spacing: Int = 0, @ViewBuilder content: () -> Content) {
    self.spacing = max(0, spacing)
    self.content = content()
  }

  /// A primitive: the renderer lays out the views top to bottom.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension VStack: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .verticalStack([scope.resolve(content, at: path.appending(.role("vstack")))], spacing: spacing)
  }
}
