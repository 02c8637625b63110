import Foundation
import SwiftRexPersistence

/// The debounced writes and the reads of one ``FileSharedStorage``.
final class FileSharedWriter<Value: Codable & Equatable & Sendable>: @unchecked Sendable {
  // @unchecked Sendable: `pending`, `timer` and `lastKnown` are read and written only while
  // `lock` is held; the other fields are immutable.
  private let storage: FileStorage
  private let delay: Duration
  private let report: @Sendable (PersistenceProblem) -> Void
  private let lock = NSLock()
  /// A change waiting for the end of the delay.
  private var pending: Value?
  private var timer: Task<Void, Never>?
  /// The value the file holds, as far as this process knows (last read or written).
  private var lastKnown: Value?

  init(storage: FileStorage, delay: Duration, report: @escaping @Sendable (PersistenceProblem) -> Void) {
    self.storage = storage
    self.delay = delay
    self.report = report
  }

  /// The file's value, or nil when there is none or it cannot be used; a file that cannot be
  /// decoded is moved aside when `settingAsideWhenDamaged`, and reported.
  func read(settingAsideWhenDamaged: Bool) -> Value? {
    let data: Data?
    do {
      data = try storage.load()
    } catch {
      report(error)
      return nil
    }
    guard let data else { return nil }
    do {
      let value = try JSONDecoder().decode(Value.self, from: data)
      lock.withLock { lastKnown = value }
      return value
    } catch {
      guard settingAsideWhenDamaged else { return nil }
      do {
        let movedTo = try storage.setAside()
        report(
          .setAside(
            location: storage.location, movedTo: movedTo,
            reason: "it does not hold a \(Value.self) in JSON"))
      } catch {
        report(error)
      }
      return nil
    }
  }

  /// The file's value after a change on disk, when it is one this process did not write and no
  /// change of this process is waiting (which wins: it is written at the end of its delay).
  func readChangedByOthers() -> Value? {
    guard let value = read(settingAsideWhenDamaged: true) else { return nil }
    return lock.withLock { pending == nil ? value : nil }
  }

  /// Writes `value` at the end of the delay (at once for a zero delay).
  func schedule(_ value: Value) {
    guard delay > .zero else {
      lock.withLock { pending = value }
      return flush()
    }
    lock.withLock {
      pending = value
      guard timer == nil else { return }
      let delay = delay
      timer = Task.detached { [weak self] in
        do { try await Task.sleep(for: delay) } catch { return }
        self?.flush()
      }
    }
  }

  /// Writes the waiting value now, if any.
  func flush() {
    let value: Value? = lock.withLock {
      timer?.cancel()
      timer = nil
      defer { pending = nil }
      guard let pending, pending != lastKnown else { return nil }
      return pending
    }
    guard let value else { return }
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try storage.save(encoder.encode(value))
      lock.withLock { lastKnown = value }
    } catch let problem as PersistenceProblem {
      if case .replacedChange = problem { lock.withLock { lastKnown = value } }
      report(problem)
    } catch {
      report(.unwritable(location: storage.location, reason: "it cannot be encoded: \(error)"))
    }
  }

  deinit {
    timer?.cancel()
  }
}
