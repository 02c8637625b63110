import SwiftRexArchitecture

extension Counter {
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
