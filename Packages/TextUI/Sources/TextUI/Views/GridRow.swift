/// One row of a ``Grid``: each of its views is a cell, in the next column.
///
/// Outside a grid it lays its views out side by side, as an ``HStack`` does.
public struct GridRow<Content: View>: View {
  private let alignment: VerticalAlignment?
  private let content: Content

  /// A row of the cells `content` builds, placed across the row by `alignment` (nil: the
  /// grid's own vertical alignment).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A primitive: the grid places the cells.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension GridRow: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .custom(
      GridRowElement(
        alignment: alignment, content: scope.resolve(content, at: path.appending(.role("gridrow")))))
  }
}
