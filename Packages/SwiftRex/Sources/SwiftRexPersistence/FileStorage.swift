import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A storage in one file, written atomically: the bytes go to a temporary file of their own in
/// the same folder, which is flushed to disk (`fsync`) and then renamed over the file, and the
/// folder is flushed too. A reader — or the next run, after a crash or a `kill -9` at any moment —
/// finds the old version or the new one, never a mix.
///
/// Every save uses a temporary name no other save uses (the process id and a random UUID), so
/// two processes saving the same file at once do not write into each other's temporary file:
/// the last rename wins, and the file always holds one writer's whole bytes.
///
/// ```swift
/// let storage = FileStorage(path: "/home/me/.local/state/app/state.json")
/// ```
///
/// The folder is created when the first save needs it. A file that cannot be used is moved aside
/// by ``setAside()`` to `<name>.corrupt-<UTC time>` next to it, never deleted.
public struct FileStorage: PersistenceStorage {
  /// The file.
  public let url: URL

  /// The largest file read, in bytes: saved state is small; a larger file is not ours.
  public static let maximumSize = 64 << 20

  /// A storage in the file at `url`.
  public init(url: URL) { self.url = url }

  /// A storage in the file at `path`.
  public init(path: String) { url = URL(fileURLWithPath: path) }

  /// The file's path.
  public var location: String { url.path }

  /// The file's bytes, or `nil` when there is no file (nor can be: a file in its path's way).
  public func load() throws(PersistenceProblem) -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 {
      // With a file where a folder of the path should be, nothing was ever saved there either;
      // the first save says why it cannot be.
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw unreadable(Self.reason(errno))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw unreadable(Self.reason(errno)) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw unreadable(
        status.st_mode & S_IFMT == S_IFDIR ? "it is a folder, not a file" : "it is not a regular file")
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw unreadable(Self.reason(errno)) }
      if count == 0 { return data }
      data.append(contentsOf: buffer[..<count])
      guard data.count <= Self.maximumSize else {
        throw unreadable("it is larger than \(Self.maximumSize) bytes")
      }
    }
  }

  /// Replaces the file with `data`: a temporary file written and flushed, then renamed over it.
  public func save(_ data: Data) throws(PersistenceProblem) {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw unwritable("its folder \(folder.path) cannot be created")
    }
    var status = stat()
    if stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw unwritable("it is a folder, not a file")
    }
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
    do throws(PersistenceProblem) {
      try writeAndFlush(data, to: temporary.path)
      guard rename(temporary.path, url.path) == 0 else { throw unwritable(Self.reason(errno)) }
    } catch {
      unlink(temporary.path)
      throw error
    }
    // The rename is durable only once the folder's entry is on disk too. A folder that cannot be
    // opened or flushed (some file systems refuse) leaves the file written all the same.
    let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Renames the file to `<name>.corrupt-<UTC time>` (with `-2`, `-3`… if that is taken).
  public func setAside() throws(PersistenceProblem) -> String {
    let stem = url.path + ".corrupt-" + Self.timestamp(Date())
    var target = stem
    var attempt = 1
    var status = stat()
    while lstat(target, &status) == 0 {
      attempt += 1
      target = "\(stem)-\(attempt)"
    }
    guard rename(url.path, target) == 0 else {
      throw .unreadable(location: location, reason: "it cannot be moved aside: \(Self.reason(errno))")
    }
    return target
  }

  private func writeAndFlush(_ data: Data, to path: String) throws(PersistenceProblem) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw unwritable(Self.reason(errno)) }
    var failure: Int32?
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else {
          failure = written < 0 ? errno : EIO
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure { throw unwritable(Self.reason(failure)) }
  }

  private func unreadable(_ reason: String) -> PersistenceProblem {
    .unreadable(location: location, reason: reason)
  }

  private func unwritable(_ reason: String) -> PersistenceProblem {
    .unwritable(location: location, reason: reason)
  }

  /// `code` as the system says it ("Permission denied"), lower-cased to sit inside a sentence.
  private static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }

  /// `date` in ISO 8601's basic form, in UTC (`20261201T170503Z`): sortable, no `:` in file names.
  static func timestamp(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func pad(_ value: Int32, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return pad(parts.tm_year + 1900, 4) + pad(parts.tm_mon + 1, 2) + pad(parts.tm_mday, 2) + "T"
      + pad(parts.tm_hour, 2) + pad(parts.tm_min, 2) + pad(parts.tm_sec, 2) + "Z"
  }
}
