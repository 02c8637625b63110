import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells when the file at a path changes on disk, for `swiftrex --watch`: written in place,
/// replaced by a rename (as most editors save), created, or deleted.
///
/// On Linux it asks inotify about the file's folder, not the file itself, so a file replaced by a
/// rename is still seen (a watch on the file would follow the old, unlinked inode). Where inotify
/// is unavailable (`inotify_init1` fails: no kernel support, no descriptors left) or when
/// ``Mode-swift.enum/polling`` is asked for — a network file system, where inotify does not hear
/// other machines' writes — it compares the file's inode, size and change times every
/// ``pollInterval`` instead.
///
/// A change made after the watcher was created but before ``changes()`` began watching is
/// reported as soon as watching begins, so a host that creates the watcher before its first read
/// of the file misses no edit. The watching runs on a thread of its own, which ends when the
/// stream's consumer stops (its task is cancelled or it leaves the loop): no thread outlives its
/// stream.
public struct CatalogWatcher: Sendable {
  /// How changes are noticed.
  public enum Mode: Sendable, Equatable {
    /// inotify where the system offers it, polling otherwise.
    case automatic
    /// Polling, even where inotify is available.
    case polling
  }

  /// The watched file.
  public var path: String
  /// How changes are noticed.
  public var mode: Mode
  /// How often polling looks at the file.
  public var pollInterval: Duration
  /// How long the file must stay untouched before a change is reported: an editor saving writes,
  /// truncates and renames in several steps, and one save should be one reload.
  public var quietPeriod: Duration
  /// The file as it was when the watcher was made: watching begins by comparing it with this.
  private let baseline: FileSignature?

  /// A watcher of the file at `path`, as it is now.
  public init(
    path: String, mode: Mode = .automatic, pollInterval: Duration = .milliseconds(250),
    quietPeriod: Duration = .milliseconds(100)
  ) {
    self.path = path
    self.mode = mode
    self.pollInterval = pollInterval
    self.quietPeriod = quietPeriod
    baseline = FileSignature.of(path: path)
  }

  /// One element per change of the file (changes close together are one), until the consumer
  /// stops iterating. Changes arriving while the consumer is busy are kept as one.
  ///
  /// Watching has begun when this returns: every later change is reported.
  public func changes() -> AsyncStream<Void> { changes(whenWatchingEnds: {}) }

  /// ``changes()``, calling `ended` on the watching thread as it ends: tests check with it that
  /// no thread outlives its stream.
  package func changes(whenWatchingEnds ended: @escaping @Sendable () -> Void) -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    guard let wake = WakePipe() else {
      // No descriptors left for even a pipe: nothing could be watched either.
      continuation.finish()
      ended()
      return stream
    }
    continuation.onTermination = { _ in wake.signal() }
    let path = URL(fileURLWithPath: path).path
    let inotify = mode == .automatic ? InotifyWatch(path: path) : nil
    // inotify hears every change from here on; what changed before is told by the signature.
    let signature = FileSignature.of(path: path)
    if signature != baseline { continuation.yield(()) }
    let loop = WatchLoop(watcher: self, path: path, inotify: inotify, signature: signature, wake: wake)
    Thread.detachNewThread {
      loop.run { continuation.yield(()) }
      continuation.finish()
      ended()
    }
    return stream
  }
}

/// A pipe whose read end wakes the watching thread's `poll` when the stream's consumer goes.
/// Both the thread and the stream's termination handler hold it; the last to let go closes it, so
/// a late signal never writes to a descriptor number that has since been reused.
private final class WakePipe: Sendable {
  let readEnd: Int32
  let writeEnd: Int32

  init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    readEnd = ends[0]
    writeEnd = ends[1]
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
  }

  /// Wakes the thread for good: the read end stays readable, as nothing drains it.
  func signal() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }
}

/// What a file looks like from outside: a change to any of these is a change to the file.
/// Content rewritten in place within one tick of a coarse clock, to the same size, is the one
/// edit this cannot see; inotify sees it.
private struct FileSignature: Equatable, Sendable {
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

/// The watching thread's work: waits on inotify (or a poll interval) and on the wake pipe.
/// Sendable because every stored property is immutable and Sendable; the mutable state of a run
/// lives in `run`'s locals, on the one thread that runs it.
private final class WatchLoop: Sendable {
  let path: String
  let pollMilliseconds: Int32
  let quietMilliseconds: Int32
  /// The inotify watch set up before the thread started; nil: polling from the start.
  let inotify: InotifyWatch?
  /// The file as it was when watching began.
  let signature: FileSignature?
  let wake: WakePipe

  init(
    watcher: CatalogWatcher, path: String, inotify: InotifyWatch?, signature: FileSignature?, wake: WakePipe
  ) {
    self.path = path
    pollMilliseconds = Self.milliseconds(watcher.pollInterval)
    quietMilliseconds = Self.milliseconds(watcher.quietPeriod)
    self.inotify = inotify
    self.signature = signature
    self.wake = wake
  }

  private static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let total = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(1, total))
  }

  /// What a wait ended with.
  private enum Wakeup {
    /// The consumer went: stop.
    case stop
    /// inotify has events to read.
    case events
    /// The time ran out.
    case timeout
  }

  /// Watches until the consumer goes; `deliver` reports one change and says whether anyone
  /// still listens.
  func run(deliver: () -> AsyncStream<Void>.Continuation.YieldResult) {
    // Set to nil when inotify loses the folder (its descriptor then closes with this loop).
    var inotify = self.inotify
    var signature = self.signature
    while true {
      let wakeup = wait(for: inotify?.descriptor, milliseconds: inotify == nil ? pollMilliseconds : -1)
      switch wakeup {
      case .stop:
        return
      case .events:
        guard let watch = inotify else { continue }
        var outcome = watch.drain()
        if case .nothingRelevant = outcome { continue }
        // Editors save in steps: report once the file has been quiet for a while.
        quiet: while case .fileChanged = outcome {
          switch wait(for: watch.descriptor, milliseconds: quietMilliseconds) {
          case .stop: return
          case .timeout: break quiet
          case .events: if case .lost = watch.drain() { outcome = .lost }
          }
        }
        if case .lost = outcome {
          // The folder itself went (deleted, renamed), and the file with it: report that, and
          // look at the path by polling from now on, as it may come back.
          inotify = nil
          signature = FileSignature.of(path: path)
        } else if let current = inotify, !current.watchesWhatThePathNamesNow(path) {
          // A symbolic link at the path now names another file (`ln -sfn v2.json catalog.json`):
          // watch that file's folder from now on, or its edits would go unheard.
          inotify = InotifyWatch(path: path)
          signature = FileSignature.of(path: path)
        }
      case .timeout:
        var now = FileSignature.of(path: path)
        guard now != signature else { continue }
        // Changed: wait until two looks a quiet period apart agree, so a file still being
        // written is read once, whole.
        repeat {
          signature = now
          if case .stop = wait(for: nil, milliseconds: quietMilliseconds) { return }
          now = FileSignature.of(path: path)
        } while now != signature
      }
      if case .terminated = deliver() { return }
    }
  }

  /// Waits until the consumer goes, `descriptor` (inotify) has events, or `milliseconds` pass
  /// (-1: no time limit).
  private func wait(for descriptor: Int32?, milliseconds: Int32) -> Wakeup {
    var descriptors = [pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)]
    if let descriptor { descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
    while true {
      let count = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
      if count < 0 {
        // A signal interrupted the wait: waiting again is at worst one interval late.
        if errno == EINTR { continue }
        // poll itself failed (it cannot, with valid descriptors): stop rather than spin.
        return .stop
      }
      if count == 0 { return .timeout }
      if descriptors[0].revents != 0 { return .stop }
      return .events
    }
  }
}

#if canImport(Glibc)
  /// inotify watches on the folder of the watched file (and on the folder of the file a symbolic
  /// link at the path points to), reporting only events that name the file.
  private final class InotifyWatch: Sendable {
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
  private final class InotifyWatch: Sendable {
    let descriptor: Int32 = -1
    enum Drained { case nothingRelevant, fileChanged, lost }
    init?(path: String) { nil }
    func drain() -> Drained { .nothingRelevant }
    func watchesWhatThePathNamesNow(_ path: String) -> Bool { true }
  }
#endif
