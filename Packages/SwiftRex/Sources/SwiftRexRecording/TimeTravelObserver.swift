@_spi(SwiftRexInternals) import SwiftRex

/// What a ``TimeTravel`` hangs on a store's observer chain: a hand-off that keeps it weakly, so a
/// store outliving it processes every action as if it had never been attached.
@MainActor
final class TimeTravelObserver<Action, State>: StoreObserver {
  weak var travel: TimeTravel<Action, State>?

  func storeProcess(_ action: ObservedAction<Action>, next: () -> Void) {
    guard let travel else { return next() }
    travel.observe(action, next: next)
  }
}
