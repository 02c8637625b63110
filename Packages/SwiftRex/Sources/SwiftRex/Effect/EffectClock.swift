/// The clock effects are scheduled on: delays, debounces and throttles sleep on it.
///
/// A store takes any `Clock` whose duration is `Duration` (by default `ContinuousClock`); tests
/// hand it a controllable clock so a one-second debounce takes microseconds. This wrapper erases
/// the clock's instant type so the runtime can measure elapsed time without being generic over it.
public struct EffectClock: Sendable {
  @usableFromInline let _sleep: @Sendable (Duration) async throws -> Void
  @usableFromInline let _elapsed: @Sendable () -> Duration

  /// Wraps `clock`; elapsed time is measured from now.
  init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    _sleep = { duration in try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: nil) }
    _elapsed = { start.duration(to: clock.now) }
  }

  /// Suspends for `duration` of this clock's time; throws `CancellationError` when cancelled.
  @inlinable
  public func sleep(for duration: Duration) async throws { try await _sleep(duration) }

  /// Time elapsed on this clock since the wrapper was made.
  @inlinable
  public var elapsed: Duration { _elapsed() }
}
