#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a file descriptor with a bound on how much of one line it keeps: the commands
/// piped into a session.
///
/// `readLine()` keeps a whole line however long it is, and the session then copies it: a 300 MB
/// line once took 900 MB. Here a line longer than ``maximumLineLength`` bytes is not kept: the
/// reader keeps its first ``keptPrefixLength`` bytes (to name it in a message), counts the rest as
/// it passes, and answers ``Line/tooLong(prefix:byteCount:)``. Memory is O(``maximumLineLength`` +
/// the read chunk), whatever the input.
///
/// A line ends at `\n`; a `\r` just before it is dropped (Windows editors' `\r\n`), and so is a
/// `\r` ending the last line. Bytes that are not UTF-8 are repaired, as `readLine()` does.
struct LineReader {
  /// One line read.
  enum Line: Equatable {
    /// A line within the bound, without its line ending.
    case text(String)
    /// A line over ``LineReader/maximumLineLength`` bytes: its first bytes and its whole length.
    case tooLong(prefix: String, byteCount: Int)
  }

  /// The longest line kept, in bytes: as long as the largest script a session accepts.
  static let maximumLineLength = 16 << 20
  /// How much of a line that is too long is kept to name it.
  static let keptPrefixLength = 64

  private let descriptor: Int32
  private let limit: Int
  private var chunk: [UInt8]
  /// Bytes read but not yet handed out as part of a line.
  private var pending: ArraySlice<UInt8> = []
  private var isAtEnd = false

  /// A reader of `descriptor` keeping lines of at most `limit` bytes, reading `chunkSize` bytes
  /// at a time.
  init(descriptor: Int32, limit: Int = maximumLineLength, chunkSize: Int = 64 << 10) {
    self.descriptor = descriptor
    self.limit = max(limit, Self.keptPrefixLength)
    self.chunk = [UInt8](repeating: 0, count: max(chunkSize, 1))
  }

  /// The next line, or nil at the end of input (or on a read error, which ends input too).
  mutating func next() -> Line? {
    var line: [UInt8] = []
    var byteCount = 0
    while true {
      if let newline = Self.firstNewline(in: pending) {
        keep(pending[pending.startIndex..<newline], in: &line, counting: &byteCount)
        pending = pending[(newline + 1)...]
        return finish(line, byteCount: byteCount)
      }
      keep(pending, in: &line, counting: &byteCount)
      // Emptied, not sliced: the chunk is then only referenced once and is refilled in place.
      pending = []
      guard !isAtEnd, refill() else {
        isAtEnd = true
        return byteCount > 0 ? finish(line, byteCount: byteCount) : nil
      }
    }
  }

  /// Adds `bytes` to the line, keeping only what the bound allows: the whole line while it is
  /// within it, its first ``keptPrefixLength`` bytes once it is over.
  private func keep(_ bytes: ArraySlice<UInt8>, in line: inout [UInt8], counting byteCount: inout Int) {
    byteCount += bytes.count
    guard byteCount > limit else {
      line.append(contentsOf: bytes)
      return
    }
    if line.count < Self.keptPrefixLength {
      line.append(contentsOf: bytes.prefix(Self.keptPrefixLength - line.count))
    } else if line.count > Self.keptPrefixLength {
      line.removeSubrange(Self.keptPrefixLength...)
    }
  }

  private func finish(_ line: [UInt8], byteCount: Int) -> Line {
    guard byteCount <= limit else {
      return .tooLong(
        prefix: String(decoding: line.prefix(Self.keptPrefixLength), as: UTF8.self), byteCount: byteCount)
    }
    let kept = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
    return .text(String(decoding: kept, as: UTF8.self))
  }

  /// The index of the first `\n` in `bytes`: `memchr`, which scans a chunk in microseconds where
  /// a generic search costs seconds for a long line in a debug build.
  private static func firstNewline(in bytes: ArraySlice<UInt8>) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress,
        let found = memchr(base, Int32(UInt8(ascii: "\n")), buffer.count)
      else { return nil }
      return bytes.startIndex + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
    }
  }

  /// Reads the next chunk into `pending`; false at the end of input or on an error.
  private mutating func refill() -> Bool {
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        pending = chunk[0..<count]
        return true
      }
      if count < 0, errno == EINTR { continue }
      return false
    }
  }
}
