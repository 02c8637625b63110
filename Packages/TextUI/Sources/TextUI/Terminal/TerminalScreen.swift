import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive screen's state: enters the alternate screen and restores the terminal
/// exactly once per entry, whether the session ends normally, by a signal, or is suspended.
///
/// `@unchecked Sendable` is safe here: `descriptor` is immutable and `isActive` and `hasEnded`,
/// the only mutable state, are read and written exclusively while holding `lock`. Signal handlers run on a
/// dispatch queue (not in async-signal context), so taking the lock there is allowed.
final class TerminalScreen: @unchecked Sendable {
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l"
  static let restoreSequence = "\u{1B}[?25h\u{1B}[?1049l"

  private let descriptor: Int32
  private let lock = NSLock()
  private var isActive = false
  private var hasEnded = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Switches to the alternate screen: at the start, and again on resume after a suspension.
  /// Does nothing once the session has ended, so a late resume cannot take the screen back.
  func enter() {
    lock.lock()
    defer { lock.unlock() }
    guard !isActive, !hasEnded else { return }
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

  /// Restores the terminal for good: the session is over.
  func end() {
    lock.lock()
    hasEnded = true
    lock.unlock()
    restore()
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
