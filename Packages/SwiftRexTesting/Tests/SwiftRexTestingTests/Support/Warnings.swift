import Foundation

/// Runtime warnings collected while a test runs.
final class Warnings: @unchecked Sendable {
  // @unchecked: `messages` is only touched under `lock`.
  private let lock = NSLock()
  private var messages: [String] = []
  var all: [String] { lock.withLock { messages } }
  func record(_ message: String) { lock.withLock { messages.append(message) } }
}
