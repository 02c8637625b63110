/// The dependencies a reduction reads — ids, the current date — by key, as TCA's
/// `DependencyValues` and SwiftUI's `EnvironmentValues` are.
///
/// Read them with ``Dependency`` (`@Dependency(\.uuid) var uuid`) in a behaviour; a `TestStore`
/// runs its behaviour with each key's test value, replaceable per test, and
/// ``withDependencies(_:operation:)`` replaces them for the code it runs. Outside both, every key
/// has its live value.
public struct DependencyValues: Sendable {
  /// The values set, by key; a key not here has its live or test value.
  private var values: [ObjectIdentifier: any Sendable] = [:]
  /// Whether keys not set take their test values.
  private var isTesting = false
  /// The live or test values handed out for keys not set, made once each.
  private var defaults = DependencyCache()

  /// Every key at its live value.
  public init() {}

  /// Every key at its test value: what a `TestStore` starts from.
  public static var test: DependencyValues {
    DependencyValues().forTesting
  }

  /// These values, with every key not set here at its test value: what a `TestStore` created
  /// inside ``withDependencies(_:operation:)`` runs with.
  public var forTesting: DependencyValues {
    var values = self
    values.isTesting = true
    values.defaults = DependencyCache()
    return values
  }

  /// The dependencies in force for the current task: live unless a `TestStore` or
  /// ``withDependencies(_:operation:)`` set others.
  @TaskLocal public static var current = DependencyValues()

  /// The value for `key`: the one set, or else the key's test value (in a test's values) or live
  /// value, made once and kept by these values and their copies.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = values[ObjectIdentifier(key)] as? Key.Value { return value }
      return defaults.value(for: ObjectIdentifier(key)) { isTesting ? Key.testValue : Key.liveValue }
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
