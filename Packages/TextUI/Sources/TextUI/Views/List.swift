/// Rows of content, one per line: either written out in a builder or one per element of
/// identified data.
public struct List<Content: View>: View {
  private let content: Content

  /// A list of the rows written in `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive: the renderer lays out the rows.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension List {
  /// One row per element of `data`, identified by the elements' ids.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    self.init { ForEach(data, content: rowContent) }
  }

  /// One row per element of `data`, identified by the property at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }
}

extension List: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .list([scope.resolve(content, at: path.appending(.role("list")))])
  }
}
