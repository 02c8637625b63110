/// A horizontal rule across the width of the frame.
public struct Divider: View {
  /// Creates a divider.
  public init() {}

  /// A primitive: the renderer draws a rule.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Divider: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element { .divider }
}
