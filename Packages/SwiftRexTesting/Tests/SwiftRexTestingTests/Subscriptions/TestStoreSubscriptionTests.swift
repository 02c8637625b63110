import SwiftRexTesting
import Testing

/// What a TestStore does with subscriptions at the end of a test: an exhaustive test fails naming
/// each one still running, with how to end it; a non-exhaustive one lets them be.
@MainActor
@Suite struct TestStoreSubscriptionTests {
  private let log = FailureLog()

  @Test func aSubscriptionLeftRunningFailsTheTestNamingIt() async {
    let store = TestStore(initial: Shop.State(), behavior: Shop.behavior(), environment: StartLog())
    store.failureReporter = log.reporter
    store.dispatch(.stock(Radio.State(id: 3, stations: ["jazz"]))) {
      $0.radios.append(Radio.State(id: 3, stations: ["jazz"]))
    }
    let line = #line + 1
    await store.finish()
    #expect(log.kinds == [.subscriptionsRunning])
    #expect(log.lines == [line])
    let message = log.messages.first ?? ""
    #expect(
      message.hasPrefix(
        "When the test ended, 1 subscription was still running:\n  • \"jazz\" in \\State.radios[id: 3]\n"))
    #expect(message.contains("Dispatch the action that changes the state so it no longer does"))
    #expect(message.contains("subscription \"jazz\" in \\State.radios[id: 3]"))
  }

  @Test func anUnrunSubscriptionOfTheInitialStateFailsTooWhenTheStoreIsReleased() {
    do {
      let store = TestStore(
        initial: Radio.State(stations: ["news"]), behavior: Radio.behavior(), environment: StartLog())
      store.failureReporter = log.reporter
    }
    #expect(log.kinds == [.subscriptionsRunning])
    #expect(log.messages.first?.contains("\"news\"") == true)
    #expect(log.messages.first?.contains("Checked when the TestStore was released") == true)
  }

  @Test func aNonExhaustiveTestMayLeaveSubscriptionsRunning() async {
    let store = TestStore(
      initial: Radio.State(stations: ["news"]), behavior: Radio.behavior(), environment: StartLog(),
      exhaustive: false)
    store.failureReporter = log.reporter
    await store.advance(by: .seconds(1))
    store.receive(.heard("news")) { $0.heard = ["news"] }
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test func skippingInFlightEffectsEndsSubscriptionsWithoutRestartingThem() async {
    let startLog = StartLog()
    let store = TestStore(
      initial: Radio.State(stations: ["news"]), behavior: Radio.behavior(), environment: startLog)
    store.failureReporter = log.reporter
    store.skipInFlightEffects()
    store.dispatch(.tune(["news", "jazz"])) { $0.stations = ["news", "jazz"] }
    #expect(startLog.all == ["news", "jazz"])
    store.dispatch(.tune(["news"])) { $0.stations = ["news"] }
    await store.finish()
    #expect(log.failures.isEmpty)
  }
}
