import Foundation
import SwiftRex
import SwiftRexPersistence

/// A shared value kept in a JSON file, so that it outlives the process and is shared with other
/// processes using the same file.
///
/// ```swift
/// @Shared(.fileStorage("/home/me/.local/state/app/favourites.json")) var favourites: Set<String> = []
/// ```
///
/// Saving is debounced: the first change starts ``delay``, and the value as it is at its end is
/// written once, atomically (a temporary file renamed over the file, as `FileStorage` does). A
/// change made by another process — or by hand — is read back and seen by every holder, unless
/// this process has a change of its own waiting, which then wins (the other version is kept
/// aside by `FileStorage`, never lost). A file that cannot be decoded is moved aside, said once
/// through `report`, and the value starts from its default. Call ``SharedContainer/flush()``
/// when the app quits, whatever the cause, so that nothing waiting is lost.
public struct FileSharedStorage<Value: Codable & Equatable & Sendable>: SharedStorage {
  /// The file's absolute path.
  public let path: String
  /// How long after a change the file is written; `.zero` writes every change at once.
  public let delay: Duration
  private let writer: FileSharedWriter<Value>

  /// A storage in the JSON file at `path`, written `delay` after a change, with problems told to
  /// `report` (standard error by default).
  public init(
    path: String, delay: Duration = .milliseconds(250),
    report: @escaping @Sendable (PersistenceProblem) -> Void = { RuntimeWarnings.report("\($0)") }
  ) {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    self.path = url.path
    self.delay = delay
    writer = FileSharedWriter(storage: FileStorage(url: url), delay: delay, report: report)
  }

  /// `file:` and the absolute path.
  public var id: String { "file:\(path)" }

  /// The file's value; `nil` when there is no file, or it could not be used (then it has been
  /// moved aside and reported).
  public func load() -> Value? { writer.read(settingAsideWhenDamaged: true) }

  /// Writes `value` at the end of the delay, with the changes made meanwhile.
  public func save(_ value: Value) { writer.schedule(value) }

  /// Follows the file: each change another process makes is read and handed to `onChange`.
  public func subscribe(_ onChange: @escaping @Sendable (Value) -> Void) -> SharedStorageSubscription {
    let writer = writer
    let changes = FileWatcher(path: path).changes()
    let task = Task.detached {
      for await _ in changes {
        if let value = writer.readChangedByOthers() { onChange(value) }
      }
    }
    return SharedStorageSubscription { task.cancel() }
  }

  /// Writes the waiting change now.
  public func flush() { writer.flush() }
}

extension SharedStorage {
  /// A value kept in the JSON file at `path` (see ``FileSharedStorage``).
  public static func fileStorage<V>(_ path: String) -> Self where Self == FileSharedStorage<V> {
    FileSharedStorage(path: path)
  }
}
