/// Views in rows and columns, as SwiftUI's `Grid`: each ``GridRow`` is a row, its views are the
/// cells, every column is as wide as its widest cell and every row as tall as its tallest.
///
/// ```swift
/// Grid(horizontalSpacing: 2) {
///   GridRow { Text("Title").bold(); Text("Year").bold() }
///   Divider()
///   ForEach(books) { book in
///     GridRow { Text(book.title); Text("\(book.year)") }
///   }
/// }
/// ```
///
/// A view outside a `GridRow` (the ``Divider`` above) spans every column. A cell takes several
/// columns with ``View/gridCellColumns(_:)``. Characters are measured in terminal columns, so
/// wide characters keep the columns aligned.
///
/// Unlike SwiftUI, cells sit at the top left of their place by default, as a terminal's tables
/// read (SwiftUI centres them), and the spacings are cells: one column between columns and no
/// row between rows unless given. The grid is laid out whole: its `ForEach` rows are all
/// resolved, since a column's width depends on every row.
public struct Grid<Content: View>: View {
  private let alignment: Alignment
  private let horizontalSpacing: Int
  private let verticalSpacing: Int
  private let content: Content

  /// A grid of the rows `content` builds, each cell placed in its column and row by
  /// `alignment`, `horizontalSpacing` columns between columns (nil: one) and `verticalSpacing`
  /// blank lines between rows (nil: none).
  public init(
    alignment: Alignment = .topLeading, horizontalSpacing: Int? = nil, verticalSpacing: Int? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = ProposedSize.length(horizontalSpacing ?? 1)
    self.verticalSpacing = ProposedSize.length(verticalSpacing ?? 0)
    self.content = content()
  }

  /// A primitive: the renderer measures the cells and places them.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Grid: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .custom(
      GridElement(
        alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
        content: scope.resolve(content, at: path.appending(.role("grid")))))
  }
}
