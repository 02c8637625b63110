/// Reads one dependency, in force for the current task, where it is used (TCA's `@Dependency`):
///
/// ```swift
/// static func behavior() -> Behavior<Action, State, Environment> {
///   .handle { action, _ in
///     @Dependency(\.uuid) var uuid
///     @Dependency(\.date) var date
///     switch action {
///     case .add: return .reduce { $0.items.append(Item(id: uuid(), created: date())) }
///     }
///   }
/// }
/// ```
/// Read it while reducing, not when the behaviour is built: the value is looked up each time
/// `wrappedValue` is read, so a `TestStore`'s replacements apply.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// The dependency at `keyPath` of ``DependencyValues``.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The dependency's value in force now.
  public var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}
