@_spi(SwiftRexInternals) import SwiftRex

/// What a ``TestStore`` hangs on its store's observer chain: a hand-off that keeps the test store
/// weakly, so the store it owns does not keep it alive.
@MainActor
final class TestStoreObserver<Action, State: Equatable, Environment>: StoreObserver {
  weak var testStore: TestStore<Action, State, Environment>?

  func storeProcess(_ action: ObservedAction<Action>, next: () -> Void) {
    guard let testStore else { return next() }
    testStore.process(action.dispatched, next)
  }

  func storeWasDismissed(by source: ActionSource) -> Bool {
    guard let testStore else { return false }
    testStore.dismiss(by: source)
    return true
  }
}
