import SwiftRexArchitecture

extension Counter {
  // The feature's behaviour in two parts, combined by `behavior()`: what actions do to the count
  // and the timer, and what is reported to analytics.

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
      // A second timer would tick twice per interval; the id's cancelInFlight guards the same
      // thing should state and effects ever disagree.
      context.state.isAutoIncrementing
        ? .doNothing
        : .reduce { $0.isAutoIncrementing = true }
          .produce { ctx in autoIncrement(every: ctx.environment.autoIncrementInterval) }
    case .stopAutoIncrement:
      context.state.isAutoIncrementing
        ? .reduce { $0.isAutoIncrementing = false }.produce { _ in .cancel(id: EffectID.autoIncrement) }
        : .doNothing
    }
  }

  /// Sends `.tick` every `interval` of the store's clock until cancelled.
  static func autoIncrement(every interval: Duration) -> Effect<Action> {
    Effect.run { send in
      while !Task.isCancelled {
        try await send.clock.sleep(for: interval)
        await send(.tick)
      }
    }
    .cancellable(id: EffectID.autoIncrement, cancelInFlight: true)
    // Runs until stopped: a scripted session settling after a command must not wait for it.
    .longLived()
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
