import SwiftRexArchitecture

extension Counter {
  // The feature's behaviour in two parts, combined by `behavior()`: what actions do to the count
  // and the timer, and what is reported to analytics. The timer itself is a subscription of
  // `behavior()`: it runs while the state says so.

  /// The count and the timer: every action but analytics.
  static let counting = Behavior<Action, State, Environment>.handle { action, context in
    switch action {
    case .increment, .tick:
      .reduce { $0.count = moved($0.count, up: true, by: $0.step) }
    case .decrement:
      .reduce { $0.count = moved($0.count, up: false, by: $0.step) }
    case .setStep(let step):
      .reduce { $0.step = validStep(step) }
    case .reset:
      .reduce { $0.count = 0 }
    case .startAutoIncrement:
      // Only the flag: the store starts the timer because the state now declares it.
      context.state.isAutoIncrementing ? .doNothing : .reduce { $0.isAutoIncrementing = true }
    case .stopAutoIncrement:
      context.state.isAutoIncrementing ? .reduce { $0.isAutoIncrementing = false } : .doNothing
    }
  }

  /// `count` moved up or down by `step` brought into ``stepRange``, stopping at `Int.max` or
  /// `Int.min` rather than overflowing: a step or count from a hand-edited file must not trap.
  static func moved(_ count: Int, up: Bool, by step: Int) -> Int {
    let size = validStep(step)
    let (moved, overflow) =
      up ? count.addingReportingOverflow(size) : count.subtractingReportingOverflow(size)
    guard overflow else { return moved }
    return up ? .max : .min
  }

  /// `step` brought into ``stepRange``.
  static func validStep(_ step: Int) -> Int {
    min(max(step, stepRange.lowerBound), stepRange.upperBound)
  }

  /// The timer, wanted exactly while the state says it runs: a state made running — by an action,
  /// or from the start — ticks, and one made stopped cancels it.
  static func timer(_ state: State) -> [Subscription<Action, State, Environment>] {
    guard state.isAutoIncrementing else { return [] }
    return [
      Subscription(id: EffectID.autoIncrement) { ctx in
        autoIncrement(every: ctx.environment.autoIncrementInterval)
      }
    ]
  }

  /// Sends `.tick` every `interval` of the store's clock until cancelled.
  static func autoIncrement(every interval: Duration) -> Effect<Action> {
    Effect.run { send in
      while !Task.isCancelled {
        try await send.clock.sleep(for: interval)
        await send(.tick)
      }
    }
  }

  /// Reports every user action to ``Environment/track``, in an effect of its own so the count
  /// never waits for analytics.
  static let analytics = Behavior<Action, State, Environment>.handle { action, _ in
    guard let event = action.analyticsEvent else { return .doNothing }
    return .produce { ctx in
      let track = ctx.environment.track
      return Effect.run { _ in await track(event) }
    }
  }
}
