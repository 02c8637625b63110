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
    /// A data-driven identity: a `ForEach` id or a presented item's id.
    case identity(AnyHashable)
    /// The type of a composite view; a different type at the same place is a different view.
    case type(ObjectIdentifier)
    /// A named part of a primitive: a sheet, its dismiss control, a modifier.
    case role(String)
  }

  private(set) var components: [Component] = []
  /// The components' hashes folded together as the path grew: paths are dictionary keys on
  /// every frame (handles, nodes, rows), and hashing a long path's components each time costs
  /// more than the lookup itself. O(1) to extend, O(1) to hash.
  private var digest = 0

  /// The path of a child one step below this one.
  func appending(_ component: Component) -> ViewPath {
    var path = self
    path.components.append(component)
    path.digest = Self.fold(digest, component)
    return path
  }

  /// The path one step up.
  func removingLast() -> ViewPath {
    var path = ViewPath()
    for component in components.dropLast() { path = path.appending(component) }
    return path
  }

  private static func fold(_ digest: Int, _ component: Component) -> Int {
    var hasher = Hasher()
    hasher.combine(digest)
    hasher.combine(component)
    return hasher.finalize()
  }

  static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
    lhs.digest == rhs.digest && lhs.components == rhs.components
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
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
