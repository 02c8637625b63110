/// Views side by side. Views of several lines are placed as columns.
public struct HStack<Content: View>: View {
  private let spacing: Int
  private let content: Content

  /// Places `content` side by side, `spacing` columns apart.
  public init(spacing: Int = 1, @ViewBuilder content: () -> Content) {
    self.spacing = max(0, spacing)
    self.content = content()
  }

  /// A primitive: the renderer lays out the views left to right.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension HStack: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .horizontalStack([scope.resolve(content, at: path.appending(.role("hstack")))], spacing: spacing)
  }
}
