/// The identity of a place in the view tree: the structural position of a view, refined by the
/// ids of `ForEach` rows and the items sheets present.
///
/// Two renders that reach the same path reach "the same" view, which is what keeps a control's
/// handle, a composite view's cached body and an `onAppear` state stable across re-renders.
struct ViewPath: Hashable, CustomStringConvertible {
  /// One step from a view to one of its children.
  enum Component: Hashable {
    /// The n-th child of a builder block.
    case index(Int)
    /// The branch of an `if`/`else` (0 for the first).
    case branch(Int)
    // Boxed: an `AnyHashable` is five words, which would make every link of every path (one
    // per view of a resolved row, kept by the handles of a frame's controls) that wide.
    /// A data-driven identity: a `ForEach` id or a presented item's id.
    indirect case identity(AnyHashable)
    /// The type of a composite view; a different type at the same place is a different view.
    case type(ObjectIdentifier)
    /// A named part of a primitive: a sheet, its dismiss control, a modifier.
    case role(String)

    /// Written out rather than derived: the derived `==` switches over a tuple of the two
    /// components, which copies both and looks up the tuple's type at run time, and equal paths
    /// are compared component by component on every frame.
    static func == (lhs: Component, rhs: Component) -> Bool {
      switch lhs {
      case .index(let left):
        if case .index(let right) = rhs { return left == right }
      case .branch(let left):
        if case .branch(let right) = rhs { return left == right }
      case .identity(let left):
        if case .identity(let right) = rhs { return left == right }
      case .type(let left):
        if case .type(let right) = rhs { return left == right }
      case .role(let left):
        if case .role(let right) = rhs { return left == right }
      }
      return false
    }
  }

  /// The last step of the path, linked to the steps above it; nil for the root. Paths that
  /// share a prefix share its links, so a child's path costs one small link rather than a copy
  /// of every component above it: a long piped frame holds a path per control, node and row,
  /// each tens of components deep, and copying them cost several kilobytes a row.
  private var last: Link?

  /// One step of a path: its component, the step above it, and what the path up to here folds
  /// to. Immutable, so sharing it between paths is safe.
  private final class Link {
    let parent: Link?
    let component: Component
    /// The number of components up to and including this one.
    let count: Int
    /// The components' hashes folded together as the path grew: paths are dictionary keys on
    /// every frame (handles, nodes, rows), and hashing a long path's components each time costs
    /// more than the lookup itself. O(1) to extend, O(1) to hash.
    let digest: Int

    init(parent: Link?, component: Component) {
      self.parent = parent
      self.component = component
      self.count = (parent?.count ?? 0) + 1
      self.digest = ViewPath.fold(parent?.digest ?? 0, component)
    }
  }

  /// The steps from the root down, in order. O(depth): for inspection, not for every frame.
  var components: [Component] {
    var result: [Component] = []
    var link = last
    while let current = link {
      result.append(current.component)
      link = current.parent
    }
    return result.reversed()
  }

  /// The last step, nil for the root. O(1).
  var lastComponent: Component? { last?.component }

  /// The path of a child one step below this one. O(1): the parent's steps are shared.
  func appending(_ component: Component) -> ViewPath {
    var path = ViewPath()
    path.last = Link(parent: last, component: component)
    return path
  }

  /// The path one step up. O(1).
  func removingLast() -> ViewPath {
    var path = ViewPath()
    path.last = last?.parent
    return path
  }

  private static func fold(_ digest: Int, _ component: Component) -> Int {
    var hasher = Hasher()
    hasher.combine(digest)
    hasher.combine(component)
    return hasher.finalize()
  }

  /// Equal when the components are: the digests and lengths are compared first, and the walk up
  /// stops at the first link both paths share.
  static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
    var left = lhs.last
    var right = rhs.last
    guard left?.digest == right?.digest, left?.count == right?.count else { return false }
    while let leftLink = left, let rightLink = right, leftLink !== rightLink {
      guard leftLink.component == rightLink.component else { return false }
      left = leftLink.parent
      right = rightLink.parent
    }
    return true
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(last?.digest ?? 0)
  }

  var description: String {
    components.map { component in
      switch component {
      case .index(let index): "\(index)"
      case .branch(let branch): "if\(branch)"
      case .identity(let id): "#\(id)"
      case .type(let type): "\(type)"
      case .role(let role): role
      }
    }.joined(separator: "/")
  }
}
