@_spi(SwiftRexInternals) import SwiftRex
import Testing

/// A clock whose time moves only when a test moves it, so that a one-second debounce or delay
/// takes microseconds to test and never depends on how busy the machine is.
///
/// ```swift
/// let clock = TestClock()
/// let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
/// await clock.advance(by: .seconds(1))   // the sleeper wakes
/// ```
///
/// Hand it to a `Store` (`Store(initial:behavior:environment:clock:)`) or to anything that takes
/// a `Clock<Duration>`. A ``TestStore`` owns one (``TestStore/clock``) and drives it with
/// ``TestStore/advance(by:fileID:filePath:line:column:)``, which also waits for every woken effect
/// to settle before moving on: prefer that inside TestStore tests.
public final class TestClock: Clock, Sendable {
  /// A point in the test clock's time: how far it is from the clock's start.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock's start.
    public var offset: Duration

    /// The instant `offset` after the clock's start.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    /// The time from this instant to `other` (negative when `other` is earlier).
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    /// `+0.3 seconds`: the offset from the clock's start.
    public var description: String { "+\(offset)" }
  }

  private struct Sleeper: Sendable {
    let id: Int
    /// The task asleep: what tells a ``TestStore`` that an effect's own task sleeps, not only a
    /// child of it.
    let task: TaskKey?
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Storage: Sendable {
    var now: Instant
    var sleepers: [Sleeper] = []
    var nextID = 0
    /// Sleepers woken by an advance that have not yet returned from `sleep`.
    var waking: Set<Int> = []
  }

  private let storage: Locked<Storage>

  /// A clock at `now` (by default its start, `+0 seconds`).
  public init(now: Instant = Instant(offset: .zero)) {
    storage = Locked(Storage(now: now))
  }

  /// The current instant; it changes only through ``advance(by:sourceLocation:)``,
  /// ``advance(to:sourceLocation:)`` and ``run(maximumWakeUps:sourceLocation:)``.
  public var now: Instant { storage.withLock { $0.now } }

  /// The smallest step the clock takes: none, it moves exactly as far as it is told.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on this clock now.
  public var sleeperCount: Int { storage.withLock { $0.sleepers.count } }

  /// The tasks asleep on this clock now.
  var sleepingTasks: Set<TaskKey> { storage.withLock { Set($0.sleepers.compactMap(\.task)) } }

  /// When the earliest sleeper wakes, or `nil` when nobody sleeps.
  public var nextDeadline: Instant? { storage.withLock { $0.sleepers.map(\.deadline).min() } }

  /// Suspends for `duration` of this clock's time; see ``sleep(until:tolerance:)``.
  nonisolated(nonsending) public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
  }

  /// Suspends until the clock reaches `deadline`; returns at once if it already has. Throws
  /// `CancellationError`, at once, when the sleeping task is cancelled.
  ///
  /// The sleep runs on the caller's actor (`nonisolated(nonsending)`), so a main-actor task woken
  /// by an advance made on the main actor runs before the advance goes on: for such tasks the
  /// clock's advances are exact.
  nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws
  {
    try await sleep(until: deadline, on: #isolation)
  }

  /// The sleep itself, on `actor` from start to end. A closure written inside a
  /// `nonisolated(nonsending)` function does not inherit the caller's actor: there, the body
  /// given to `withTaskCancellationHandler` ran on the global executor, so a woken main-actor task
  /// registered its next sleep only after a hop away and back, and on a loaded machine
  /// ``run(maximumWakeUps:sourceLocation:)`` could look in between, find nobody asleep and stop.
  /// A closure that captures an `isolated` parameter runs on that actor.
  private func sleep(until deadline: Instant, on actor: isolated (any Actor)?) async throws {
    let id = storage.withLock { storage in
      storage.nextID += 1
      return storage.nextID
    }
    let task = TaskKey.current
    try await withTaskCancellationHandler {
      _ = actor
      try await withCheckedThrowingContinuation(isolation: actor) {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case sleep, wake, cancel }
        // Checking cancellation under the lock closes the race with the handler below: a task is
        // flagged as cancelled before its handlers run, so either this sees the flag or the
        // handler sees the sleeper.
        let outcome: Outcome = storage.withLock { storage in
          if Task.isCancelled { return .cancel }
          if deadline <= storage.now { return .wake }
          storage.sleepers.append(
            Sleeper(id: id, task: task, deadline: deadline, continuation: continuation))
          return .sleep
        }
        switch outcome {
        case .sleep: break
        case .wake: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let cancelled = storage.withLock { storage -> Sleeper? in
        guard let index = storage.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return storage.sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
    storage.withLock { _ = $0.waking.remove(id) }
    try Task.checkCancellation()
  }

  /// Moves time forward by `duration`, waking every sleeper on the way in deadline order and
  /// letting each woken task run before going further (so a task that sleeps twice within
  /// `duration` wakes twice).
  ///
  /// Outside a ``TestStore`` "letting a task run" is exact for tasks on the main actor that
  /// advance from the main actor (they run before the clock goes on), and best effort for tasks
  /// elsewhere: the clock waits until they have resumed, then yields a little. ``TestStore/advance(by:fileID:filePath:line:column:)``
  /// waits exactly. A negative duration is a mistake in the test: it is recorded as an issue
  /// and time does not move.
  nonisolated(nonsending) public func advance(
    by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    guard duration >= .zero else {
      Issue.record(
        "TestClock cannot move backwards (asked to advance by \(duration)). Advance by a positive duration.",
        sourceLocation: sourceLocation)
      return
    }
    await advance(to: now.advanced(by: duration), sourceLocation: sourceLocation)
  }

  /// Moves time forward to `deadline`; see ``advance(by:sourceLocation:)``. A deadline in the
  /// past is recorded as an issue and time does not move.
  nonisolated(nonsending) public func advance(
    to deadline: Instant, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    guard deadline >= now else {
      Issue.record(
        Comment(
          rawValue: "TestClock cannot move backwards (it is at \(now), asked to go to \(deadline)). "
            + "Advance to a later instant."),
        sourceLocation: sourceLocation)
      return
    }
    while let next = nextDeadline, next <= deadline {
      wake(upTo: next)
      await letWokenSleepersRun()
    }
    wake(upTo: deadline)
    await letWokenSleepersRun()
  }

  /// Moves time forward until nobody sleeps on the clock any more, waking sleepers in deadline
  /// order (including ones that go back to sleep).
  ///
  /// A task that re-arms a timer forever would keep this going for ever: after `maximumWakeUps`
  /// deadlines it records an issue and stops.
  nonisolated(nonsending) public func run(
    maximumWakeUps: Int = 10_000, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    var wakeUps = 0
    while let next = nextDeadline {
      guard wakeUps < maximumWakeUps else {
        Issue.record(
          Comment(
            rawValue: "TestClock.run() stopped after \(maximumWakeUps) wake-ups and tasks still sleep on it "
              + "(next at \(next)): something re-arms a timer forever. Advance by a fixed duration instead."),
          sourceLocation: sourceLocation)
        return
      }
      wakeUps += 1
      wake(upTo: next)
      await letWokenSleepersRun()
    }
  }

  /// Sets the time to `deadline` (never backwards) and resumes every sleeper due by then,
  /// earliest first. Returns how many it woke.
  @discardableResult
  func wake(upTo deadline: Instant) -> Int {
    let due = storage.withLock { storage -> [Sleeper] in
      if deadline > storage.now { storage.now = deadline }
      let now = storage.now
      let due = storage.sleepers.filter { $0.deadline <= now }
      storage.sleepers.removeAll { $0.deadline <= now }
      storage.waking.formUnion(due.map(\.id))
      return due
    }
    for sleeper in due.sorted(by: { ($0.deadline, $0.id) < ($1.deadline, $1.id) }) {
      sleeper.continuation.resume()
    }
    return due.count
  }

  /// Waits until every woken sleeper has returned from `sleep`, then yields so that it can reach
  /// its next suspension.
  ///
  /// A resumed task always comes back through the global executor before it reaches its own
  /// actor, and a loaded machine can keep that executor waiting for seconds: the wait is bounded
  /// in real time, generously, not in tries (which a busy machine used up while the sleeper had
  /// not run yet). The bound only keeps a sleeper that can never run from hanging the test; the
  /// wait ends as soon as the woken sleepers are back.
  nonisolated(nonsending) private func letWokenSleepersRun() async {
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    var attempt = 0
    while !storage.withLock({ $0.waking.isEmpty }), !Task.isCancelled, ContinuousClock.now < deadline {
      if attempt < 1_000 { await Task.yield() } else { try? await Task.sleep(for: .microseconds(100)) }
      attempt += 1
    }
    for _ in 0..<10 { await Task.yield() }
  }
}
