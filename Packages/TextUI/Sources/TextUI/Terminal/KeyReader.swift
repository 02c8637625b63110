import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a raw terminal on its own thread and hands over decoded keys, a read's worth at a
/// time, so the main actor stays free for effects and redraws while the user types.
enum KeyReader {
  /// Starts reading `descriptor`: `deliver` gets each batch of keys, then `end` once when the
  /// terminal goes away (end of file or an error).
  static func start(
    descriptor: Int32, deliver: @escaping @Sendable ([Key]) -> Void, end: @escaping @Sendable () -> Void
  ) {
    Thread.detachNewThread {
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 4_096)
      let escapeWait = Self.milliseconds(KeyDecoder.escapeTimeout)
      let pasteWait = Self.milliseconds(KeyDecoder.pasteTimeout)
      while true {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        // While a lone Esc (or half a sequence) is held, wait only that long for the rest; a
        // paste waits longer, but not forever.
        let wait = decoder.isWaiting ? escapeWait : decoder.isPasting ? pasteWait : -1
        let ready = poll(&request, 1, wait)
        if ready < 0 {
          if errno == EINTR { continue }
          break
        }
        if ready == 0 {
          let keys = decoder.isPasting ? decoder.endPaste() : decoder.flush()
          if !keys.isEmpty { deliver(keys) }
          continue
        }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          break
        }
        if count == 0 { break }
        let keys = decoder.decode(buffer[..<count])
        if !keys.isEmpty { deliver(keys) }
      }
      end()
    }
  }

  /// `duration` in whole milliseconds, for `poll`.
  static func milliseconds(_ duration: Duration) -> Int32 {
    let parts = duration.components
    return Int32(clamping: parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000)
  }
}
