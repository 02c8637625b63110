import Foundation

/// Where a persisted value's bytes live: a file (``FileStorage``), memory (``InMemoryStorage``
/// for tests), or anything else that can keep one blob.
///
/// A storage deals in whole blobs only: ``save(_:)`` replaces everything, ``load()`` returns
/// what one earlier save stored, never part of one. ``StatePersister`` puts the versioned
/// envelope around the bytes and decides when to write.
public protocol PersistenceStorage: Sendable {
  /// Where the bytes live, in words for a message (a file's path).
  var location: String { get }

  /// The bytes last saved, or `nil` when nothing was ever saved.
  func load() throws(PersistenceProblem) -> Data?

  /// Replaces the stored bytes with `data`, wholly or not at all.
  func save(_ data: Data) throws(PersistenceProblem)

  /// Moves the stored bytes out of the way, keeping them (they could not be used, and must not
  /// be lost); afterwards ``load()`` returns `nil`.
  /// - Returns: where they went, in words for a message.
  func setAside() throws(PersistenceProblem) -> String
}
