import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the action trace is appended to, one entry per action (the logging behaviour's text).
///
/// Written with the `write` system call, every result checked: Foundation's `FileHandle.write`
/// traps on an error, and a log must never take the session down. The first failed write (a full
/// disk, `/dev/full`, a file that refuses writes) is reported once through `onFailure`, and
/// logging stops; the session goes on.
///
/// `@unchecked Sendable` is safe: `descriptor`, `path` and `onFailure` are immutable, and
/// `isOpen`, the only mutable state, is read and written only while holding `lock`, which also
/// serialises the writes so entries never interleave.
public final class ActionLogFile: @unchecked Sendable {
  private let lock = NSLock()
  private let descriptor: Int32
  private let path: String
  private let onFailure: @Sendable (ActionLogError) -> Void
  private var isOpen = true

  /// How long a write waits for a slow reader of a FIFO before giving up on the log.
  static let readerPatience: Int32 = 5_000

  /// Opens (creating if needed) `path` for appending.
  ///
  /// Never blocks: a FIFO nobody reads is refused (opening it for writing would wait for a
  /// reader forever, before the first frame). Regular files, FIFOs with a reader and character
  /// devices (`/dev/null`, a terminal) are accepted; anything else is refused with what it is.
  /// - Parameters:
  ///   - path: the file to append to.
  ///   - onFailure: told, once, when a write fails and logging stops.
  /// - Throws: an ``ActionLogError`` naming the path and what is wrong with it.
  public init(
    path: String,
    onFailure: @escaping @Sendable (ActionLogError) -> Void = { _ in }
  ) throws(ActionLogError) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENXIO { throw .noReader(path: path) }
      if code == EISDIR { throw .notAFile(path: path, kind: "a folder") }
      throw .cannotOpen(path: path, reason: systemErrorMessage(code))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = systemErrorMessage(errno)
      close(descriptor)
      throw .cannotOpen(path: path, reason: reason)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG, S_IFIFO, S_IFCHR:
      break
    case S_IFSOCK:
      close(descriptor)
      throw .notAFile(path: path, kind: "a socket")
    default:
      close(descriptor)
      throw .notAFile(path: path, kind: "not a regular file")
    }
    self.descriptor = descriptor
    self.path = path
    self.onFailure = onFailure
  }

  /// Whether entries are still being written (false once a write has failed).
  public var isLogging: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isOpen
  }

  /// Appends `entry` and a blank line; after a failed write, does nothing.
  public func write(_ entry: String) {
    lock.lock()
    guard isOpen else {
      lock.unlock()
      return
    }
    let failure = append(Array((entry + "\n\n").utf8))
    if failure != nil { isOpen = false }
    lock.unlock()
    if let failure { onFailure(failure) }
  }

  /// Writes all of `bytes`, retrying interrupted and partial writes and waiting a little for a
  /// FIFO's reader to make room; the error when it cannot.
  private func append(_ bytes: [UInt8]) -> ActionLogError? {
    // A FIFO whose reader went away answers a write with SIGPIPE, which would end the process:
    // keep it blocked on this thread during the write, so the write fails with EPIPE instead,
    // and take back the signal it left pending.
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    let (failure, code) = appendWithSignalsBlocked(bytes)
    if failure != nil, code == EPIPE {
      var noWait = timespec(tv_sec: 0, tv_nsec: 0)
      _ = sigtimedwait(&pipeSignal, nil, &noWait)
    }
    return failure
  }

  /// The error, if any, and the `errno` behind it.
  private func appendWithSignalsBlocked(_ bytes: [UInt8]) -> (ActionLogError?, Int32) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress, buffer.count)
      }
      if written > 0 {
        offset += written
        continue
      }
      let code = written < 0 ? errno : EIO
      switch code {
      case EINTR:
        continue
      case EAGAIN, EWOULDBLOCK:
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        if poll(&request, 1, Self.readerPatience) > 0, request.revents & Int16(POLLOUT) != 0 { continue }
        return (.writeFailed(path: path, reason: "its reader has stopped reading"), code)
      default:
        return (.writeFailed(path: path, reason: systemErrorMessage(code)), code)
      }
    }
    return (nil, 0)
  }

  deinit { close(descriptor) }
}
