/// A grid cell that takes several columns (``View/gridCellColumns(_:)``).
struct GridCellColumnsView<Content: View>: View, PrimitiveView {
  let content: Content
  let count: Int

  var body: Never { primitiveBodyRequested(Self.self) }

  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .custom(
      GridCellSpanElement(columns: count, content: scope.resolve(content, at: path.appending(.role("span")))))
  }
}

extension View {
  /// Makes this cell of a ``GridRow`` take `count` columns, as in SwiftUI: the columns it spans
  /// keep the widths their other cells give them, widened only if the cell needs more. Outside
  /// a grid it changes nothing.
  public func gridCellColumns(_ count: Int) -> some View {
    GridCellColumnsView(content: self, count: max(1, min(count, ProposedSize.longestLength)))
  }
}
