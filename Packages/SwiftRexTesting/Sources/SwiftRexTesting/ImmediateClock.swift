/// A clock whose sleeps end at once: its time jumps to each sleep's deadline, so code that waits
/// (a retry's back-off, a polling loop, an animation's pace) runs to its end without waiting,
/// and what it reads from `now` still adds up.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(5))   // returns at once
/// clock.now                                  // +5.0 seconds
/// ```
///
/// Hand it to the code under test where a `Clock<Duration>` goes: an environment's clock, or a
/// `Store`'s. A ``TestStore`` keeps its ``TestClock`` instead, because its tests say when time
/// moves; give an `ImmediateClock` to the dependencies whose waits a test does not care about.
/// A sleep still ends with `CancellationError` when its task is cancelled.
public final class ImmediateClock: Clock, Sendable {
  /// A point in the clock's time: how far it is from the clock's start, as ``TestClock``'s.
  public typealias Instant = TestClock.Instant

  private let current: Locked<Instant>

  /// A clock at `now` (by default its start, `+0 seconds`).
  public init(now: Instant = Instant(offset: .zero)) {
    current = Locked(now)
  }

  /// The clock's time: its start plus every sleep so far, as far as the latest deadline.
  public var now: Instant { current.withLock { $0 } }

  /// No resolution: a sleep ends exactly at its deadline.
  public var minimumResolution: Duration { .zero }

  /// Moves the clock to `deadline` (if it is later than now) and returns, after one yield so that
  /// other tasks get a turn, as a real sleep would give them. Throws `CancellationError` if the
  /// task is cancelled, before or during that yield.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in
      if now < deadline { now = deadline }
    }
    await Task.yield()
    try Task.checkCancellation()
  }
}
