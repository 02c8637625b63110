/// A shared value kept in memory under a key: every holder of the same key in one container
/// reads and writes one value, which lasts as long as the container (the process, or a test).
///
/// ```swift
/// @Shared(.inMemory("count")) var count = 0
/// ```
public struct InMemorySharedStorage<Value: Equatable & Sendable>: SharedStorage {
  /// The key holders share.
  public let key: String

  /// A storage in memory under `key`.
  public init(_ key: String) { self.key = key }

  /// `memory:` and the key.
  public var id: String { "memory:\(key)" }

  /// Nothing is stored before the first holder: it starts from its default.
  public func load() -> Value? { nil }
}

extension SharedStorage {
  /// A value kept in memory under `key`, shared by every holder of the same key.
  public static func inMemory<V>(_ key: String) -> Self where Self == InMemorySharedStorage<V> {
    InMemorySharedStorage(key)
  }
}
