import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells when the file at a path changes on disk, for `swiftrex --watch` and any storage that follows a file another process may change: written in place,
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
public struct FileWatcher: Sendable {
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
    let loop = FileWatchLoop(watcher: self, path: path, inotify: inotify, signature: signature, wake: wake)
    Thread.detachNewThread {
      loop.run { continuation.yield(()) }
      continuation.finish()
      ended()
    }
    return stream
  }
}
