import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive screen's state: enters the alternate screen (and, when keys are read, the
/// keyboard's raw mode) and restores the terminal exactly once per entry, whether the session
/// ends normally, by a signal, or is suspended.
///
/// `@unchecked Sendable` is safe here: `descriptor` and `keyboard` are immutable, and
/// `isActive`, `hasEnded` and `savedMode`, the only mutable state, are read and written
/// exclusively while holding `lock`. Signal handlers run on the signal relay's thread (not in
/// async-signal context), so taking the lock there is allowed.
final class TerminalScreen: @unchecked Sendable {
  /// The alternate screen, the cursor hidden, bracketed paste on (a paste arrives marked, so a
  /// pasted `q` or newline is text, not a key) and SGR mouse reports of clicks and the wheel
  /// (modes 1000 and 1006): a keyboard session's screen.
  static let enterSequence =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"
  /// The alternate screen with the cursor hidden, for a session that reads no keys: mouse
  /// reports nobody reads would reach the shell once the program ends.
  static let displayEnterSequence = "\u{1B}[?1049h\u{1B}[?25l"
  /// Everything `enterSequence` turned on, turned off again (harmless for what was never on):
  /// written on every way out, crashes included, so no mode outlives the program.
  static let restoreSequence =
    "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

  private let descriptor: Int32
  /// The terminal keys are read from, switched to raw mode while the screen is active.
  private let keyboard: Int32?
  private let lock = NSLock()
  private var isActive = false
  private var hasEnded = false
  private var savedMode: termios?

  init(descriptor: Int32, keyboard: Int32? = nil) {
    self.descriptor = descriptor
    self.keyboard = keyboard
  }

  /// Switches to the alternate screen: at the start, and again on resume after a suspension.
  /// Does nothing once the session has ended, so a late resume cannot take the screen back.
  func enter() {
    lock.lock()
    defer { lock.unlock() }
    guard !isActive, !hasEnded else { return }
    isActive = true
    if let keyboard, let mode = RawMode.enter(keyboard) {
      savedMode = mode
      CrashRestoration.arm(keyboard: keyboard, mode: mode, output: descriptor, bytes: Self.restoreSequence)
    }
    TerminalScreen.write(keyboard == nil ? Self.displayEnterSequence : Self.enterSequence, to: descriptor)
  }

  /// Leaves the alternate screen and shows the cursor; does nothing if already restored.
  func restore() {
    lock.lock()
    defer { lock.unlock() }
    guard isActive else { return }
    isActive = false
    TerminalScreen.write(Self.restoreSequence, to: descriptor)
    if let keyboard, let mode = savedMode {
      RawMode.restore(keyboard, to: mode)
      CrashRestoration.disarm()
    }
    savedMode = nil
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
