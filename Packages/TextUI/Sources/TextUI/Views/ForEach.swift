/// One view per element of a collection, each identified by the element's id so that rows keep
/// their handles (and cached bodies) when other rows are added or removed.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The elements, one row each.
  public let data: Data
  /// Reads an element's id. A closure rather than the key path: a key path literal in generic
  /// code is instantiated anew each time it is evaluated, once per render of the parent.
  let id: (Data.Element) -> ID
  let content: @MainActor (Data.Element) -> Content

  /// One row per element of `data`, identified by the element's `id` property at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
  }

  /// One row per element of `data`, identified by what `identity` reads from it.
  init(
    _ data: Data, identifiedBy identity: @escaping (Data.Element) -> ID,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    self.id = identity
    self.content = content
  }

  /// A primitive: the renderer draws each row.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One row per element of `data`, identified by the elements' own ids.
  public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
    self.init(data, identifiedBy: { $0.id }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One row per number in `data`, identified by the number itself.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
    self.init(data, identifiedBy: { $0 }, content: content)
  }
}

extension ForEach: PrimitiveView {
  /// O(1): the rows are resolved as the layout reaches them (``LazyRows``).
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    let data = data
    let id = id
    let content = content
    let start = data.startIndex
    return .rows(
      LazyRows(
        count: data.count, path: path, store: scope.rowStore(at: path),
        identity: { AnyHashable(id(data[data.index(start, offsetBy: $0)])) },
        resolve: { index, rowScope, rowPath in
          rowScope.resolve(content(data[data.index(start, offsetBy: index)]), at: rowPath)
        }))
  }
}
