import CounterFeature
import LibraryFeature
import SwiftRexArchitecture
import Testing

@testable import AppCore

/// A scripted session settles after each command: it waits for one-shot effects, never for a
/// timer, which runs until stopped.
@MainActor
@Suite struct SettleTests {
  private func store(catalogLatency: Duration = .zero) -> Store<AppAction, AppState, AppEnvironment> {
    let environment = AppEnvironment(
      library: Library.Environment(fetch: { _ in
        try await Task.sleep(for: catalogLatency)
        return []
      }),
      heroDetail: .init(), counter: .untracked,
      listShelves: {
        try await Task.sleep(for: catalogLatency)
        return [ShelfSummary(id: "sci-fi", name: "Science Fiction")]
      })
    return Store(initial: AppState(shelfID: "sci-fi"), behavior: appBehavior, environment: environment)
  }

  @Test func settlingDoesNotWaitForARunningTimer() async {
    let store = store()
    store.dispatch(.counter(.startAutoIncrement))
    #expect(store.state.counter.isAutoIncrementing)
    // The limit is far beyond what the test may take: settling must end because only the timer is
    // left, not because the limit passed.
    let settled = await AppMain.settle(store, latency: .seconds(3_600))
    #expect(settled)
    #expect(store.effectsInFlight > 0, "the timer is still running")
    store.dispatch(.counter(.stopAutoIncrement))
  }

  @Test func settlingWaitsForAOneShotEffectWhileATimerRuns() async {
    let store = store(catalogLatency: .milliseconds(50))
    store.dispatch(.counter(.startAutoIncrement))
    store.dispatch(.started)
    let settled = await AppMain.settle(store, latency: .seconds(3_600))
    #expect(settled)
    // The catalog's answer arrived before settling ended.
    #expect(store.state.shelves.count == 1)
    store.dispatch(.counter(.stopAutoIncrement))
  }
}
