/// Views on top of each other, the later ones in front, as in SwiftUI: each is offered the
/// whole space, the stack is as large as the largest, and each is placed in it by `alignment`.
public struct ZStack<Content: View>: View {
  private let alignment: Alignment
  private let content: Content

  /// Layers `content`, the first view at the back, aligned by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A primitive: the layout draws the views one over the other.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ZStack: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .zStack([scope.resolve(content, at: path.appending(.role("zstack")))], alignment: alignment)
  }
}
