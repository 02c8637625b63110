/// A table from case key paths of `Root` to the prisms of those cases.
///
/// Lookup is a dictionary lookup: O(1) on average, done once per lift, never per action.
public struct CasePrismTable<Root> {
  private var prisms: [PartialKeyPath<Root>: Any] = [:]

  /// An empty table.
  public init() {}

  /// Records `prism` as the prism of the case whose extraction key path is `casePath`.
  public mutating func add<Part>(_ casePath: KeyPath<Root, Part?>, _ prism: Prism<Root, Part>) {
    prisms[casePath] = prism
  }

  /// The prism recorded for `casePath`, or `nil` when the key path names no case.
  public func prism<Part>(for casePath: KeyPath<Root, Part?>) -> Prism<Root, Part>? {
    prisms[casePath] as? Prism<Root, Part>
  }

  /// How many cases the table knows.
  public var count: Int { prisms.count }
}
