/// The rows of a `ForEach`, resolved only when the layout reaches them.
///
/// Resolving a `ForEach` costs O(1) whatever its size: the layout asks for the rows it draws,
/// so a list of 100,000 elements scrolled to one screen evaluates one screen of row bodies.
/// A session without a viewport (a pipe, a script) lays out every row, and forgets each one
/// once laid out (``ViewRenderer/forgetsRowsOnceLaidOut``).
@MainActor
struct LazyRows {
  /// The number of rows.
  let count: Int
  private let path: ViewPath
  /// Where the rows resolved so far are kept.
  let store: RowStore
  private let identity: @MainActor (Int) -> AnyHashable
  private let resolve: @MainActor (Int, ResolutionScope, ViewPath) -> Element

  init(
    count: Int, path: ViewPath, store: RowStore, identity: @escaping @MainActor (Int) -> AnyHashable,
    resolve: @escaping @MainActor (Int, ResolutionScope, ViewPath) -> Element
  ) {
    self.count = count
    self.path = path
    self.store = store
    self.identity = identity
    self.resolve = resolve
  }

  /// The height assumed for rows that are not laid out.
  var typicalHeight: Int {
    get { store.typicalHeight }
    nonmutating set { store.typicalHeight = max(1, newValue) }
  }

  /// The row at `index` (0..<count), its composite nodes brought up to date by `refresh`; kept
  /// for the next layout unless `keeping` is false.
  func row(at index: Int, refresh: (ViewNode) -> Void, keeping: Bool = true) -> Element {
    row(index, at: path(ofRow: index), refresh: refresh, keeping: keeping)
  }

  /// The path the row at `index` is reached at: the `ForEach`'s, with the row's id.
  func path(ofRow index: Int) -> ViewPath {
    path.appending(.identity(identity(index)))
  }

  /// The row at `index`, whose path ``path(ofRow:)`` gave as `rowPath`.
  func row(_ index: Int, at rowPath: ViewPath, refresh: (ViewNode) -> Void, keeping: Bool = true) -> Element {
    store.row(
      at: rowPath, resolve: { scope, path in resolve(index, scope, path) }, refresh: refresh, keeping: keeping
    )
  }
}
