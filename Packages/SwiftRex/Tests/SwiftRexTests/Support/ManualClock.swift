import Foundation
import SwiftRex
import Testing

/// A clock that moves only when a test says so, for the core's own scheduling tests.
/// (The testing package ships the full `TestClock`; the core cannot depend on it.)
final class ManualClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Storage {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextID = 0
  }

  private let storage = Locked(Storage())

  var now: Instant { storage.withLock { $0.now } }
  var minimumResolution: Duration { .zero }
  var sleeperCount: Int { storage.withLock { $0.sleepers.count } }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = storage.withLock { storage in
      storage.nextID += 1
      return storage.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let resumeNow: Bool = storage.withLock { storage in
          if deadline <= storage.now { return true }
          storage.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let cancelled = storage.withLock { storage -> Sleeper? in
        guard let index = storage.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return storage.sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
    try Task.checkCancellation()
  }

  /// Moves time forward and wakes every sleeper whose deadline has passed, earliest first.
  func advance(by duration: Duration) {
    let due = storage.withLock { storage -> [Sleeper] in
      storage.now = storage.now.advanced(by: duration)
      let now = storage.now
      let due = storage.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      storage.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}

/// Polls `condition` until it holds, failing the test (instead of hanging) if it still does not
/// after `limit` of watched time.
///
/// The wait ends as soon as the condition holds, so the limit costs nothing when things work; it
/// is generous because effects run on other threads, which a loaded machine can keep waiting for
/// seconds — a limit counted in tries or milliseconds would fail a correct test there. Only time
/// this task was running counts (each gap between two looks adds at most 10 ms): a test holding
/// the main actor in parallel with this one does not use the limit up.
@MainActor
func eventually(
  _ description: String, within limit: Duration = .seconds(60),
  sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
  var watched = Duration.zero
  var lastLook = ContinuousClock.now
  var attempt = 0
  while !condition() {
    let now = ContinuousClock.now
    watched += min(lastLook.duration(to: now), .milliseconds(10))
    lastLook = now
    guard watched < limit else {
      Issue.record("Never became true within \(limit): \(description)", sourceLocation: sourceLocation)
      return
    }
    // Most conditions hold after a few turns of the main actor; after that, sleep between looks
    // so that the threads being waited for get the processor.
    if attempt < 1_000 { await Task.yield() } else { try? await Task.sleep(for: .microseconds(100)) }
    attempt += 1
  }
}

/// Collects runtime warnings reported while a test runs.
final class WarningLog: Sendable {
  private let messages = Locked<[String]>([])
  var all: [String] { messages.withLock { $0 } }
  func record(_ message: String) { messages.withLock { $0.append(message) } }
}

/// A value behind a lock. (`Synchronization.Mutex` would do, but ThreadSanitizer on Linux does
/// not see its futex-based locking and reports false races; a pthread-backed lock it understands.)
final class Locked<Value>: @unchecked Sendable {
  // Sendable because `value` is only ever touched inside `withLock`, under `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
