import Foundation

/// A file the action trace is appended to, one entry per action (the logging behaviour's text).
public final class ActionLogFile: @unchecked Sendable {
  // Sendable because the file handle is only used under `lock`.
  private let lock = NSLock()
  private let handle: FileHandle

  /// Opens (creating if needed) `path` for appending.
  /// - Throws: a message naming the path when the file cannot be opened.
  public init(path: String) throws(AppOptions.UsageError) {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw AppOptions.UsageError(message: "Cannot create the log file \(path).")
      }
    }
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw AppOptions.UsageError(message: "Cannot open the log file \(path) for writing.")
    }
    handle.seekToEndOfFile()
    self.handle = handle
  }

  /// Appends `entry` and a blank line.
  public func write(_ entry: String) {
    lock.lock()
    defer { lock.unlock() }
    handle.write(Data((entry + "\n\n").utf8))
  }

  deinit { try? handle.close() }
}
