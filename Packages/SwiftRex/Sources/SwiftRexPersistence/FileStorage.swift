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
/// two processes saving the same file at once do not write into each other's temporary file, and
/// the file always holds one writer's whole bytes. Two sessions on one file do not silently
/// overwrite each other either: once this storage has read the file, a save that finds a version
/// other than the one it last read or wrote moves that version aside to `<name>.conflict-<UTC time>` (kept, never deleted),
/// saves, and says so by throwing ``PersistenceProblem/replacedChange(location:keptIn:)``.
///
/// ```swift
/// let storage = FileStorage(path: "/home/me/.local/state/app/state.json")
/// ```
///
/// The folder is created when the first save needs it, readable by its owner only (`0700`, as the
/// XDG Base Directory specification asks). A save keeps the file's permissions (a `chmod 600`
/// stays 600); a new file is the owner's only (`0600`). A file that cannot be used is moved aside
/// by ``setAside()`` to `<name>.corrupt-<UTC time>` next to it, never deleted. A symbolic link
/// stays a link (the file it points to is replaced) — unless another user owns it (root aside):
/// a link planted in a shared folder is refused both ways, never followed, since the app resolves
/// links itself and the kernel's own protection of such folders never applies. A folder, a
/// device or a pipe at the path is refused, never replaced. ``load()`` removes the temporary files that writers killed mid-save
/// left behind, once their process is gone.
public struct FileStorage: PersistenceStorage {
  /// The file.
  public let url: URL
  /// The version of the file last read or written here.
  private let version = FileVersion()

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
    let target: URL
    do {
      target = try linkTarget()
    } catch {
      throw unreadable(error.reason)
    }
    removeAbandonedTemporaryFiles(in: target)
    // Non-blocking, so a pipe given as the file cannot hang the app; it is refused below. Not
    // following a link: the links were checked above, and one swapped in since is refused.
    let descriptor = open(target.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
    if descriptor < 0 {
      // With a file where a folder of the path should be, nothing was ever saved there either;
      // the first save says why it cannot be.
      if errno == ENOENT || errno == ENOTDIR {
        version.read(nil, bytes: nil)
        return nil
      }
      throw unreadable(Self.reason(errno))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw unreadable(Self.reason(errno)) }
    let identity = FileVersion.Identity(status)
    guard status.st_mode & S_IFMT == S_IFREG else { throw unreadable(Self.notAFile(status)) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw unreadable(Self.reason(errno)) }
      if count == 0 {
        version.read(identity, bytes: data)
        return data
      }
      data.append(contentsOf: buffer[..<count])
      guard data.count <= Self.maximumSize else {
        throw unreadable("it is larger than \(Self.maximumSize) bytes")
      }
    }
  }

  /// Replaces the file with `data`: a temporary file written and flushed, then renamed over it.
  public func save(_ data: Data) throws(PersistenceProblem) {
    // A symbolic link (a dotfile kept elsewhere) stays a link: the file it points to is replaced.
    let target: URL
    do {
      target = try linkTarget()
    } catch {
      throw unwritable(error.reason)
    }
    let folder = target.deletingLastPathComponent()
    guard Self.createFolder(folder.path) else {
      throw unwritable("its folder \(folder.path) cannot be created")
    }
    // The folder's lock makes looking at the file and replacing it one step for every session
    // saving there (a folder that cannot be opened or locked is saved in all the same).
    let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    defer { if folderDescriptor >= 0 { close(folderDescriptor) } }
    if folderDescriptor >= 0 {
      while flock(folderDescriptor, LOCK_EX) != 0, errno == EINTR {}
    }
    // Renaming over a folder, a device or a pipe would replace it (as root, even /dev/null).
    var status = stat()
    let exists = lstat(target.path, &status) == 0
    if exists, status.st_mode & S_IFMT != S_IFREG {
      throw unwritable(Self.notAFile(status))
    }
    // Another session wrote the file since this one read it: keep its version before replacing.
    var keptIn: String?
    let current = exists ? FileVersion.Identity(status) : nil
    // Another session that saved these very bytes, or the ones last seen here, lost nothing.
    if version.isChanged(to: current, bytes: { Self.contents(of: target.path) }),
      Self.contents(of: target.path) != data
    {
      let kept = Self.freeName(target.path + ".conflict-" + Self.timestamp(Date()))
      guard rename(target.path, kept) == 0 else {
        throw unwritable("another session changed it, and its version cannot be kept: \(Self.reason(errno))")
      }
      keptIn = kept
    }
    let temporary = folder.appendingPathComponent(
      ".\(target.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
    do throws(PersistenceProblem) {
      let written = try writeAndFlush(data, to: temporary.path, like: exists ? status : nil)
      guard rename(temporary.path, target.path) == 0 else { throw unwritable(Self.reason(errno)) }
      version.wrote(written, bytes: data)
    } catch {
      unlink(temporary.path)
      throw error
    }
    // The rename is durable only once the folder's entry is on disk too. A folder that cannot be
    // flushed (some file systems refuse) leaves the file written all the same.
    if folderDescriptor >= 0 { _ = fsync(folderDescriptor) }
    if let keptIn { throw .replacedChange(location: location, keptIn: keptIn) }
  }

  /// The bytes of the regular file at `path` (never through a link), nil when it cannot be read.
  private static func contents(of path: String) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
    guard descriptor >= 0 else { return nil }
    return try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readToEnd() ?? Data()
  }

  /// `stem`, or `stem-2`, `stem-3`… the first name nothing has.
  private static func freeName(_ stem: String) -> String {
    var name = stem
    var attempt = 1
    var status = stat()
    while lstat(name, &status) == 0 {
      attempt += 1
      name = "\(stem)-\(attempt)"
    }
    return name
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

  /// Removes the temporary files of saves whose process is gone (killed mid-save) next to
  /// `target`: each name holds its writer's process id, and a live writer's file is left alone.
  private func removeAbandonedTemporaryFiles(in target: URL) {
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

  /// Writes `data` to a new file at `path` and flushes it; with the permissions and owner of
  /// `previous` (the file it will replace), else the owner's only.
  /// - Returns: the version written.
  private func writeAndFlush(
    _ data: Data, to path: String, like previous: stat?
  ) throws(PersistenceProblem) -> FileVersion.Identity {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw unwritable(Self.reason(errno)) }
    var failure: Int32?
    if let previous {
      // The umask narrowed the mode `open` set: set exactly the one the file had. Its owner
      // and group too, where allowed (root saving a user's file must not take it over).
      _ = fchown(descriptor, previous.st_uid, previous.st_gid)
      if fchmod(descriptor, previous.st_mode & 0o7777) != 0 { failure = errno }
    }
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
    var status = stat()
    if failure == nil, fstat(descriptor, &status) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure { throw unwritable(Self.reason(failure)) }
    return FileVersion.Identity(status)
  }

  private func unreadable(_ reason: String) -> PersistenceProblem {
    .unreadable(location: location, reason: reason)
  }

  private func unwritable(_ reason: String) -> PersistenceProblem {
    .unwritable(location: location, reason: reason)
  }

  /// The file the path names once symbolic links at its end are followed — a link to a file that
  /// does not exist yet included, which `resolvingSymlinksInPath()` leaves unresolved.
  /// - Throws: ``RefusedLink`` for a link another user owns (root aside).
  private func linkTarget() throws(RefusedLink) -> URL {
    var current = url
    // As many links as the system follows (Linux's MAXSYMLINKS); a loop ends there too.
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      guard status.st_uid == geteuid() || status.st_uid == 0 else {
        throw RefusedLink(path: current.path, owner: status.st_uid)
      }
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

  /// Creates `path` and the folders above it that are missing, each `0700`; true when it is a
  /// folder afterwards.
  private static func createFolder(_ path: String) -> Bool {
    var status = stat()
    if stat(path, &status) == 0 { return status.st_mode & S_IFMT == S_IFDIR }
    let parent = (path as NSString).deletingLastPathComponent
    guard !parent.isEmpty, parent != path, createFolder(parent) else { return false }
    if mkdir(path, 0o700) == 0 || errno == EEXIST {
      return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
    return false
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
