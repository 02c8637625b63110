#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a file looks like from outside: a change to any of these is a change to the file.
/// Content rewritten in place within one tick of a coarse clock, to the same size, is the one
/// edit this cannot see; inotify sees it.
struct FileSignature: Equatable, Sendable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modified: [Int]
  var changed: [Int]

  /// The signature of the file at `path`; nil when there is none (deleted, not yet created).
  static func of(path: String) -> FileSignature? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = status.st_mtimespec
      let changed = status.st_ctimespec
    #else
      let modified = status.st_mtim
      let changed = status.st_ctim
    #endif
    return FileSignature(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
      modified: [Int(modified.tv_sec), Int(modified.tv_nsec)],
      changed: [Int(changed.tv_sec), Int(changed.tv_nsec)])
  }
}
