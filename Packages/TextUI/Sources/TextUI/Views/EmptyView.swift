/// A view that draws nothing.
public struct EmptyView: View {
  /// Creates the empty view.
  public init() {}

  /// A primitive: there is nothing to draw.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension EmptyView: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element { .empty }
}
