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
/// by ``setAside()`` to `<name>.corrupt-<UTC time>` next to it, never deleted. A symbolic link
/// stays a link (the file it points to is replaced); a folder, a device or a pipe at the path is
/// refused, never replaced. ``load()`` removes the temporary files that writers killed mid-save
/// left behind, once their process is gone.
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
    removeAbandonedTemporaryFiles()
    // Non-blocking, so a pipe given as the file cannot hang the app; it is refused below.
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    if descriptor < 0 {
      // With a file where a folder of the path should be, nothing was ever saved there either;
      // the first save says why it cannot be.
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw unreadable(Self.reason(errno))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw unreadable(Self.reason(errno)) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw unreadable(Self.notAFile(status)) }
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
    // A symbolic link (a dotfile kept elsewhere) stays a link: the file it points to is replaced.
    let target = linkTarget()
    let folder = target.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw unwritable("its folder \(folder.path) cannot be created")
    }
    // Renaming over a folder, a device or a pipe would replace it (as root, even /dev/null).
    var status = stat()
    if stat(target.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      throw unwritable(Self.notAFile(status))
    }
    let temporary = folder.appendingPathComponent(
      ".\(target.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
    do throws(PersistenceProblem) {
      try writeAndFlush(data, to: temporary.path)
      guard rename(temporary.path, target.path) == 0 else { throw unwritable(Self.reason(errno)) }
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

  /// Removes the temporary files of saves whose process is gone (killed mid-save): each name
  /// holds its writer's process id, and a live writer's file is left alone.
  private func removeAbandonedTemporaryFiles() {
    let target = linkTarget()
    let folder = target.deletingLastPathComponent()
    let prefix = ".\(target.lastPathComponent)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let fields = name.dropFirst(prefix.count).split(separator: ".")
      guard fields.count == 3, let pid = pid_t(fields[0]), pid > 0 else { continue }
      if kill(pid, 0) != 0, errno == ESRCH {
        unlink(folder.appendingPathComponent(name).path)
      }
    }
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

  /// The file the path names once symbolic links at its end are followed — a link to a file that
  /// does not exist yet included, which `resolvingSymlinksInPath()` leaves unresolved.
  private func linkTarget() -> URL {
    var current = url
    // As many links as the system follows (Linux's MAXSYMLINKS); a loop ends there too.
    for _ in 0..<40 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
        return current
      }
      current =
        destination.hasPrefix("/")
        ? URL(fileURLWithPath: destination)
        : current.deletingLastPathComponent().appendingPathComponent(destination)
    }
    return current
  }

  /// Why a path holding `status` is not one a state can be kept in.
  private static func notAFile(_ status: stat) -> String {
    status.st_mode & S_IFMT == S_IFDIR ? "it is a folder, not a file" : "it is not a regular file"
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
