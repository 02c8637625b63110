extension Color: View {
  /// A primitive: the layout fills the space offered with the colour.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Color: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element { .fill(self) }
}
