extension Relay {
  /// The environment of a ``Scope`` that chose none: the child gets the parent's environment as
  /// is when it has the same type, or nothing when it needs none (`Void`) — `lift` picks which
  /// from the child's type.
  public struct InheritedEnvironment: Sendable {
    @inlinable init() {}
  }
}
