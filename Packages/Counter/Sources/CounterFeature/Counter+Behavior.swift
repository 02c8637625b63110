import SwiftRexArchitecture

extension Counter {
  // The feature's behaviour in two parts, combined by `behavior()`: what actions do to the count
  // and the timer, and what is reported to analytics. The timer itself is a subscription of
  // `behavior()`: it runs while the state says so.

  /// The count and the timer: every action but analytics.
  static let counting = Behavior<Action, State, Environment>.handle { action, context in
    switch action {
    case .increment, .tick:
      .reduce { $0.count += 1 }
    case .decrement:
      .reduce { $0.count -= 1 }
    case .reset:
      .reduce { $0.count = 0 }
    case .startAutoIncrement:
      // Only the flag: the store starts the timer because the state now declares it.
      context.state.isAutoIncrementing ? .doNothing : .reduce { $0.isAutoIncrementing = true }
    case .stopAutoIncrement:
      context.state.isAutoIncrementing ? .reduce { $0.isAutoIncrementing = false } : .doNothing
    }
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
