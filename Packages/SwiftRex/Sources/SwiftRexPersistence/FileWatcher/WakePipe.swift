#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe whose read end wakes the watching thread's `poll` when the stream's consumer goes.
/// Both the thread and the stream's termination handler hold it; the last to let go closes it, so
/// a late signal never writes to a descriptor number that has since been reused.
final class WakePipe: Sendable {
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
