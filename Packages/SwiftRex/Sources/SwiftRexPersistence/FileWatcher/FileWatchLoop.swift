#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The watching thread's work: waits on inotify (or a poll interval) and on the wake pipe.
/// Sendable because every stored property is immutable and Sendable; the mutable state of a run
/// lives in `run`'s locals, on the one thread that runs it.
final class FileWatchLoop: Sendable {
  let path: String
  let pollMilliseconds: Int32
  let quietMilliseconds: Int32
  /// The inotify watch set up before the thread started; nil: polling from the start.
  let inotify: InotifyWatch?
  /// The file as it was when watching began.
  let signature: FileSignature?
  let wake: WakePipe

  init(
    watcher: FileWatcher, path: String, inotify: InotifyWatch?, signature: FileSignature?, wake: WakePipe
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
