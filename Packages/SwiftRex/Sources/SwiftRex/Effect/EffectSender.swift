/// What an effect's async body sends its actions through. Sending hops to the main actor and
/// dispatches the action to the store, unless the effect was cancelled or its store is gone.
public struct EffectSender<Action>: Sendable {
  @usableFromInline let _send: @MainActor @Sendable (Action) -> Void
  /// The clock the store schedules effects on; sleep on it rather than on `Task.sleep` so tests
  /// can control time.
  public let clock: EffectClock

  /// Creates a sender from a main-actor sink and a clock.
  init(clock: EffectClock, send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.clock = clock
    _send = send
  }

  /// Sends `action` to the store. Does nothing once the effect is cancelled or the store is gone.
  @MainActor
  @inlinable
  public func send(_ action: Action) { _send(action) }

  /// Sends `action` to the store; `sender(action)` reads as `sender.send(action)`.
  @MainActor
  @inlinable
  public func callAsFunction(_ action: Action) { _send(action) }

  func contramap<Child>(_ transform: @escaping @Sendable (Child) -> Action) -> EffectSender<Child> {
    let send = _send
    return EffectSender<Child>(clock: clock) { child in send(transform(child)) }
  }
}
