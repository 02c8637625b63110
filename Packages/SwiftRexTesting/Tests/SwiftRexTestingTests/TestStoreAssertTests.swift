import SwiftRexTesting
import Testing

/// Checking the state with no action (`store.assert { … }`).
@MainActor
@Suite("TestStore.assert")
struct TestStoreAssertTests {
  @Test func anAssertionThatHoldsPassesInBothModes() async {
    for exhaustive in [true, false] {
      let log = FailureLog()
      let store = TestStore(
        initial: Scheduling.State(), behavior: Scheduling.behavior(), exhaustive: exhaustive)
      store.failureReporter = log.reporter
      store.dispatch(.increment) { $0.count = 1 }
      store.assert { $0.count = 1 }
      store.assert { _ in }
      #expect(log.failures.isEmpty, "exhaustive: \(exhaustive)")
      await store.finish()
    }
  }

  @Test func anAssertionThatDoesNotHoldFailsWithADiffAtItsLine() async {
    let log = FailureLog()
    let store = TestStore(initial: Scheduling.State(), behavior: Scheduling.behavior())
    store.failureReporter = log.reporter
    store.dispatch(.increment) { $0.count = 1 }
    let line = #line + 1
    store.assert { $0.count = 2 }
    #expect(log.kinds == [.stateMismatch])
    #expect(log.lines == [line])
    let message = log.messages.first ?? ""
    #expect(message.hasPrefix("State after the steps so far is not what the test expected"))
    #expect(message.contains("−") && message.contains("count: 2"))
    #expect(message.contains("+") && message.contains("count: 1"))
    #expect(store.state.count == 1, "asserting changes nothing")
    await store.finish()
  }

  @Test func anAssertionChecksStateReachedThroughSkippedActions() async {
    let log = FailureLog()
    let store = TestStore(initial: Scheduling.State(), behavior: Scheduling.behavior())
    store.failureReporter = log.reporter
    // In sequence: two tasks merged may arrive in either order.
    store.dispatch(.loadInOrder)
    await store.runEffects()
    store.skipReceivedActions()
    store.assert { $0.log = ["first", "second"] }
    store.assert { $0.log = ["second"] }
    #expect(log.kinds == [.stateMismatch])
    await store.finish()
  }

  @Test func anAssertionThatThrowsIsReportedAndComparesNothing() async {
    struct Stop: Error {}
    let log = FailureLog()
    let store = TestStore(initial: Scheduling.State(), behavior: Scheduling.behavior())
    store.failureReporter = log.reporter
    store.assert { _ in throw Stop() }
    #expect(log.kinds == [.expectationThrew])
    #expect(log.messages.first?.contains("the steps so far threw") == true)
    await store.finish()
  }
}
