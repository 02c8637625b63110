import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  /// inotify watches on the folder of the watched file (and on the folder of the file a symbolic
  /// link at the path points to), reporting only events that name the file.
  final class InotifyWatch: Sendable {
    let descriptor: Int32
    /// Each watch and the name, in its folder, of the file it is for.
    private let targets: [Target]

    /// One watched folder and the name of the file in it.
    struct Target: Sendable {
      var watch: Int32
      var name: [UInt8]
    }

    /// What reading the pending events found.
    enum Drained {
      /// Only other files changed.
      case nothingRelevant
      /// The watched file changed (or the kernel dropped events, which might have said so).
      case fileChanged
      /// A watched folder went: inotify can no longer see the file (which went with it, or
      /// changed before, in the same read).
      case lost
    }

    /// The file the path named when the watch was made, symbolic links followed.
    private let resolvedPath: String

    /// Watches for `path`; nil when inotify is unavailable or its folder cannot be watched.
    init?(path: String) {
      descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let url = URL(fileURLWithPath: path)
      var files = [url]
      let resolved = url.resolvingSymlinksInPath()
      resolvedPath = resolved.path
      if resolved.path != url.path { files.append(resolved) }
      var targets: [Target] = []
      let mask = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB
          | IN_DELETE_SELF | IN_MOVE_SELF)
      for file in files {
        let watch = inotify_add_watch(descriptor, file.deletingLastPathComponent().path, mask)
        guard watch >= 0 else {
          close(descriptor)
          return nil
        }
        targets.append(Target(watch: watch, name: Array(file.lastPathComponent.utf8)))
      }
      self.targets = targets
    }

    deinit { close(descriptor) }

    /// Whether `path`, its symbolic links followed now, still names the file this watch hears.
    func watchesWhatThePathNamesNow(_ path: String) -> Bool {
      URL(fileURLWithPath: path).resolvingSymlinksInPath().path == resolvedPath
    }

    /// Reads every pending event and says what they amount to.
    func drain() -> Drained {
      var result = Drained.nothingRelevant
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return result }
        var offset = 0
        // Each event: wd, mask, cookie, len (4 bytes each), then len bytes of NUL-padded name.
        while offset + 16 <= count {
          let watch = Self.field(buffer, offset)
          let mask = UInt32(bitPattern: Self.field(buffer, offset + 4))
          let length = Int(Self.field(buffer, offset + 12))
          let nameStart = offset + 16
          let nameEnd = min(count, nameStart + length)
          offset = nameStart + length
          if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            if case .nothingRelevant = result { result = .fileChanged }
            continue
          }
          if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            if targets.contains(where: { $0.watch == watch }) { return .lost }
            continue
          }
          let name = buffer[nameStart..<nameEnd].prefix { $0 != 0 }
          if targets.contains(where: { $0.watch == watch && $0.name.elementsEqual(name) }) {
            result = .fileChanged
          }
        }
      }
    }

    /// The 32-bit field at `offset`, in the machine's byte order as the kernel wrote it.
    private static func field(_ buffer: [UInt8], _ offset: Int) -> Int32 {
      buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int32.self) }
    }
  }
#else
  /// Without inotify every watch polls.
  final class InotifyWatch: Sendable {
    let descriptor: Int32 = -1
    enum Drained { case nothingRelevant, fileChanged, lost }
    init?(path: String) { nil }
    func drain() -> Drained { .nothingRelevant }
    func watchesWhatThePathNamesNow(_ path: String) -> Bool { true }
  }
#endif
