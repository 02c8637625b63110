/// What one `ForEach` keeps between renders: the rows resolved so far, so a row that stays in
/// sight keeps its composite nodes (their cached bodies, handles and appearance) while rows out
/// of sight cost nothing.
///
/// Lives in the node of the view whose body holds the `ForEach`, keyed by the `ForEach`'s path,
/// so a new evaluation of that body (new data) finds the rows of the previous one.
@MainActor
final class RowStore {
  /// One resolved row.
  struct Row {
    var element: Element
    var children: [ViewPath: ViewNode]
    var orderedChildren: [ViewNode]
    /// The stores of `ForEach`es nested in the row (outside any composite view).
    var rowStores: [ViewPath: RowStore]
    /// The ``generation`` the row was resolved in: an older one was built from older data.
    var generation: Int
  }

  private var rows: [ViewPath: Row] = [:]
  /// The rows reached by the layout under way, with how often each path was reached (rows
  /// with duplicate ids).
  private var reached: [ViewPath: Int] = [:]
  /// Bumped each time the owning body hands the `ForEach` new data: every cached row is then
  /// resolved again (cheaply for an `Equatable` row whose value did not change).
  private(set) var generation = 0
  /// The height, in lines, of the last row laid out: the estimate used for the rows out of
  /// sight, which are never laid out.
  var typicalHeight = 1

  /// Starts a new generation: the data or the row builder may have changed.
  func advanceGeneration() {
    generation &+= 1
  }

  /// The row at `path` (a row id's path), resolved with `resolve` unless a row of the current
  /// generation is cached; every composite node of the row is brought up to date with `refresh`.
  /// A row resolved with `keeping` false is not cached: it lives as long as its element.
  func row(
    at path: ViewPath, resolve: (ResolutionScope, ViewPath) -> Element, refresh: (ViewNode) -> Void,
    keeping: Bool = true
  ) -> Element {
    var identity = path
    let occurrence = reached[path, default: 0]
    reached[path] = occurrence + 1
    if occurrence > 0 { identity = path.appending(.index(occurrence)) }
    // One lookup: comparing equal paths walks their components.
    let index = rows.index(forKey: identity)
    if let index, rows.values[index].generation == generation {
      let cached = rows.values[index]
      for node in cached.orderedChildren { refresh(node) }
      return cached.element
    }
    let previous = index.map { rows.values[$0] }
    let scope = ResolutionScope(
      previousChildren: previous?.children ?? [:], previousRowStores: previous?.rowStores ?? [:])
    let element = resolve(scope, identity)
    let row = Row(
      element: element, children: scope.children, orderedChildren: scope.orderedChildren,
      rowStores: scope.rowStores, generation: generation)
    // Resolving reaches only this row's own scope, so `index` still points at its entry.
    switch (index, keeping) {
    case (let index?, true): rows.values[index] = row
    case (let index?, false): rows.remove(at: index)
    case (nil, true): rows[identity] = row
    case (nil, false): break
    }
    for node in scope.orderedChildren {
      if !keeping { node.isInForgottenRow = true }
      refresh(node)
    }
    return element
  }

  /// Counts the row at `path` as reached by the layout under way, as ``row(at:resolve:refresh:keeping:)``
  /// does, without resolving it: for a layout reusing lines it kept, whose rows are unchanged.
  func markReached(_ path: ViewPath) {
    reached[path, default: 0] += 1
  }

  /// Ends a layout: rows it did not reach are forgotten, so memory follows what is on screen
  /// rather than everything ever scrolled past. O(rows cached).
  func endLayout() {
    if rows.count != reached.count {
      rows = rows.filter { path, _ in reached[path] != nil || isDuplicate(path) }
    }
    reached.removeAll(keepingCapacity: true)
  }

  /// A duplicate row's path ends in an occurrence index; it was reached if its base path was
  /// reached that many times.
  private func isDuplicate(_ path: ViewPath) -> Bool {
    guard case .index(let occurrence)? = path.lastComponent else { return false }
    return reached[path.removingLast(), default: 0] > occurrence
  }

  /// How many rows are cached here and in the `ForEach`es nested in them.
  var cachedRowCount: Int {
    rows.count + rows.values.reduce(0) { $0 + $1.rowStores.values.reduce(0) { $0 + $1.cachedRowCount } }
  }

  /// Calls `body` with the outermost composite nodes of every cached row, those of `ForEach`es
  /// nested in the rows included.
  func forEachRowNode(_ body: (ViewNode) -> Void) {
    for row in rows.values {
      for node in row.orderedChildren { body(node) }
      for store in row.rowStores.values { store.forEachRowNode(body) }
    }
  }

  /// Every composite node of every cached row, for a full invalidation.
  var nodes: [ViewNode] {
    rows.values.flatMap { $0.orderedChildren + $0.rowStores.values.flatMap(\.nodes) }
  }
}
