/// One field of a `@Tracked` state, as a ``TrackedViewStore`` compares it: its name and whether
/// two values differ in it. `@Tracked` generates the list; there is no need to write one.
public struct TrackedField<Root> {
  /// The field's name, as the getter reports it to ``FieldTracker/access(_:)``.
  public let name: String
  private let differs: (Root, Root) -> Bool

  /// A field whose values are compared with `==`: an equal value notifies no view.
  public init<Value: Equatable>(_ name: String, _ storage: KeyPath<Root, Value>) {
    self.name = name
    differs = { $0[keyPath: storage] != $1[keyPath: storage] }
  }

  /// A field whose values cannot be compared: every new state counts as a change of it.
  public init<Value>(_ name: String, _ storage: KeyPath<Root, Value>) {
    self.name = name
    differs = { _, _ in true }
  }

  /// Whether `old` and `new` differ in this field.
  public func hasChanged(from old: Root, to new: Root) -> Bool { differs(old, new) }
}
