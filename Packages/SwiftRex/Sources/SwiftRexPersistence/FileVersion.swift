import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which version of a state file a ``FileStorage`` last read or wrote: a save finding another
/// one in its place knows that another session wrote the file meanwhile. Every save writes a new
/// file and renames it into place, so a version is told apart by its inode, size and time — and
/// by its bytes: another session that saved the very bytes this one knows changed nothing.
/// Tracking starts with the first read: a storage that never read the file has nothing to keep
/// track of, and its saves replace whatever is there.
///
/// `@unchecked Sendable` is safe: `known`, the only mutable state, is read and written only
/// while holding `lock`.
final class FileVersion: @unchecked Sendable {
  /// What identifies one version of the file.
  struct Identity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    init(_ status: stat) {
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
      size = Int64(status.st_size)
      seconds = Int(status.st_mtim.tv_sec)
      nanoseconds = Int(status.st_mtim.tv_nsec)
    }
  }

  /// What was last seen: not tracked yet (`nil`), no file (`.some(nil)`), or a version.
  private var known: Identity??
  /// The bytes of the version last seen.
  private var knownBytes: Data?
  private let lock = NSLock()

  /// Remembers that the file read is `identity` holding `bytes` (nil: there is none); tracking
  /// starts here.
  func read(_ identity: Identity?, bytes: Data?) {
    lock.withLock {
      known = .some(identity)
      knownBytes = bytes
    }
  }

  /// Remembers that the file is now the version `identity` this storage wrote, if tracked.
  func wrote(_ identity: Identity, bytes: Data) {
    lock.withLock {
      guard known != nil else { return }
      known = .some(identity)
      knownBytes = bytes
    }
  }

  /// Whether `current` (nil: no file), holding `bytes()`, is another version than the one last
  /// seen. A file that disappeared is not a change to keep: there is nothing of it left to lose.
  func isChanged(to current: Identity?, bytes: () -> Data?) -> Bool {
    lock.withLock {
      guard let known, let current, known != current else { return false }
      return bytes() != knownBytes
    }
  }
}
