import Foundation

/// A storage in memory, for tests and previews: what ``save(_:)`` stored, ``load()`` returns,
/// and ``setAside()`` keeps the set-aside blobs in ``setAsideData`` for a test to look at.
public final class InMemoryStorage: PersistenceStorage, @unchecked Sendable {
  // Sendable because `stored` and `aside` are only touched inside `withLock`, under `lock`.
  private let lock = NSLock()
  private var stored: Data?
  private var aside: [Data] = []

  /// A storage holding `data` (nothing by default).
  public init(_ data: Data? = nil) { stored = data }

  /// Says it is in memory.
  public var location: String { "memory" }

  /// The bytes saved last.
  public var data: Data? { withLock { stored } }

  /// Every blob ``setAside()`` moved away, oldest first.
  public var setAsideData: [Data] { withLock { aside } }

  /// The bytes saved last.
  public func load() -> Data? { withLock { stored } }

  /// Keeps `data`.
  public func save(_ data: Data) { withLock { stored = data } }

  /// Moves the stored bytes to ``setAsideData``.
  public func setAside() -> String {
    withLock {
      if let stored { aside.append(stored) }
      stored = nil
      return "memory (set aside #\(aside.count))"
    }
  }

  private func withLock<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
