import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive screen's state: enters the alternate screen and restores the terminal
/// exactly once, whether the session ends normally or by a signal.
///
/// `@unchecked Sendable` is safe here: `descriptor` is immutable and `isActive`, the only
/// mutable state, is read and written exclusively while holding `lock`. Signal handlers run on a
/// dispatch queue (not in async-signal context), so taking the lock there is allowed.
final class TerminalScreen: @unchecked Sendable {
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l"
  static let restoreSequence = "\u{1B}[?25h\u{1B}[?1049l"

  private let descriptor: Int32
  private let lock = NSLock()
  private var isActive = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  func enter() {
    lock.lock()
    defer { lock.unlock() }
    guard !isActive else { return }
    isActive = true
    TerminalScreen.write(Self.enterSequence, to: descriptor)
  }

  /// Leaves the alternate screen and shows the cursor; does nothing if already restored.
  func restore() {
    lock.lock()
    defer { lock.unlock() }
    guard isActive else { return }
    isActive = false
    TerminalScreen.write(Self.restoreSequence, to: descriptor)
  }

  /// Writes all of `text`, retrying interrupted and partial writes.
  static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}
