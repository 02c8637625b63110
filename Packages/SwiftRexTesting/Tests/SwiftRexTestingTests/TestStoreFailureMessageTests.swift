import SwiftRexTesting
import Testing

/// Every failure a TestStore reports, provoked on purpose, with its exact message and line: so a
/// message never silently gets worse.
@MainActor
@Suite("TestStore failure messages")
struct TestStoreFailureMessageTests {
  private let log = FailureLog()

  private func makeStore(exhaustive: Bool = true) -> TestStore<Profile.Action, Profile.State, Void> {
    let store = TestStore(initial: Profile.State(), behavior: Profile.behavior(), exhaustive: exhaustive)
    store.failureReporter = log.reporter
    return store
  }

  @Test func stateMismatchShowsAStructuralDiffOfExpectedAgainstActual() async {
    let store = makeStore()
    let line = #line + 1
    store.dispatch(.move("Paris")) { $0.address.city = "Rome" }

    #expect(log.kinds == [.stateMismatch])
    #expect(log.lines == [line])
    #expect(
      log.messages == [
        """
        State after dispatching .move("Paris") is not what the test expected (− expected, + actual):
          Profile.State(
            … (1 unchanged)
            address: Profile.Address(
        −     city: "Rome"
        +     city: "Paris"
              … (1 unchanged)
            )
            … (1 unchanged)
          )
        Make the closure describe exactly how the state changes.
        """
      ])
    await store.finish()
  }

  @Test func aChangeWithNoClosureShowsWhatChanged() async {
    let store = makeStore()
    let line = #line + 1
    store.dispatch(.visit)

    #expect(log.kinds == [.unexpectedStateChange])
    #expect(log.lines == [line])
    #expect(
      log.messages == [
        """
        Dispatching .visit changed the state, but the test expected no change (− before, + after):
          Profile.State(
            … (2 unchanged)
        −   visits: 0
        +   visits: 1
          )
        Describe the change in a trailing closure: store.dispatch(.visit) { state in … }.
        """
      ])
    await store.finish()
  }

  @Test func aClosureThatChangesNothingWhereNothingChangedSaysToDropIt() async {
    let store = makeStore()
    store.dispatch(.noop) { _ in }

    #expect(log.kinds == [.expectationChangedNothing])
    #expect(
      log.messages == [
        """
        The closure passed when dispatching .noop changes nothing, and the state did not change either. \
        Drop the closure to say that no change is expected: store.dispatch(.noop).
        """
      ])
    await store.finish()
  }

  @Test func aClosureThatThrowsIsReported() async {
    let store = makeStore()
    store.dispatch(.visit) { _ in throw Profile.Failure() }

    #expect(log.kinds == [.expectationThrew])
    #expect(
      log.messages == [
        "The closure passed when dispatching .visit threw Failure(boom); the state was not compared."
      ])
    await store.finish()
  }

  @Test func receivedActionsNeverAssertedFailFinishAtItsLine() async {
    let store = makeStore()
    store.dispatch(.load)
    await store.runEffects()
    let line = #line + 1
    await store.finish()

    #expect(log.kinds == [.unassertedReceivedActions])
    #expect(log.lines == [line])
    #expect(
      log.messages == [
        """
        When the test ended, 1 action received from effects was never asserted:
          • .loaded(3), from the effect built at Feature.swift:7 in behavior()
        Assert it with store.receive(\\.case) { payload, state in … }, or call store.skipReceivedActions() \
        if it doesn't matter to this test.
        """
      ])
  }

  @Test func dispatchingWhileReceivedActionsArePendingListsThem() async {
    let store = makeStore()
    store.dispatch(.load)
    await store.runEffects()
    let line = #line + 1
    store.dispatch(.noop)

    #expect(log.kinds == [.dispatchedWhileActionsPending])
    #expect(log.lines == [line])
    #expect(
      log.messages == [
        """
        Dispatched .noop while 1 action received from effects was still waiting to be asserted:
          • .loaded(3), from the effect built at Feature.swift:7 in behavior()
        Assert received actions with store.receive(…) before dispatching again, or call \
        store.skipReceivedActions() if it doesn't matter to this test.
        """
      ])
    #expect(store.pendingReceivedActions == 0)
    await store.finish()
  }

  @Test func aReceivedActionOfAnotherCaseShowsWhatArrivedAndWhereTheMatchIs() async {
    let store = makeStore()
    store.dispatch(.loadBoth)
    await store.runEffects()
    let line = #line + 1
    store.receive(\.loaded) { visits, state in state.visits = visits }

    #expect(log.kinds == [.receivedActionMismatch])
    #expect(log.lines == [line])
    #expect(
      log.messages == [
        """
        Expected to receive a Profile.Action case carrying Int, but the next action received was:
          .failed("offline"), from the effect built at Feature.swift:8 in behavior()
        A matching action arrived later, after 1 other action: .loaded(3). Received actions are asserted \
        in the order they arrive: assert the ones before it first, or call store.skipReceivedActions().
        """
      ])
    store.receive(Profile.Action.prism.loaded) { visits, state in state.visits = visits }
    await store.finish()
    #expect(log.failures.count == 1)
  }

  @Test func aReceivedActionWithNoMatchAtAllSaysSo() async {
    let store = makeStore()
    store.dispatch(.load)
    await store.runEffects()
    store.receive(\.failed)

    #expect(
      log.messages == [
        """
        Expected to receive a Profile.Action case carrying String, but the next action received was:
          .loaded(3), from the effect built at Feature.swift:7 in behavior()
        No matching action has arrived. Received actions are asserted in the order they arrive: assert \
        this one first, or fix the effect that sent it.
        """
      ])
    await store.finish()
  }

  @Test func receivingBeforeRunningEffectsSaysToRunThem() async {
    let store = makeStore()
    store.dispatch(.load)
    store.receive(\.loaded)

    #expect(log.kinds == [.noActionReceived])
    #expect(
      log.messages == [
        """
        Expected to receive a Profile.Action case carrying Int, but no action has been received.
        1 effect is still running:
          • async effect built at Feature.swift:7 in behavior()
        It has not run yet: effects run only when the test asks, with await store.runEffects().
        Then receive what it sends.
        """
      ])
    store.skipInFlightEffects()
    await store.finish()
  }

  @Test func receivingWhileTheEffectSleepsSaysToAdvanceTheClock() async {
    let store = makeStore()
    store.dispatch(.wait)
    await store.runEffects()
    store.receive(\.waited)

    #expect(
      log.messages == [
        """
        Expected to receive a Profile.Action case carrying no payload, but no action has been received.
        1 effect is still running:
          • async effect built at Feature.swift:12 in behavior() (id: "wait")
        It sleeps on the test clock until +5.0 seconds: move time forward with await store.advance(by:).
        Then receive what it sends.
        """
      ])
    await store.advance(by: .seconds(5))
    store.receive(\.waited)
    await store.finish()
    #expect(log.failures.count == 1)
  }

  @Test func receivingWhenNoEffectRunsSaysTheActionStartedNone() async {
    let store = makeStore()
    store.receive(\.loaded)

    #expect(
      log.messages == [
        """
        Expected to receive a Profile.Action case carrying Int, but no action has been received. No effect \
        is running either: check that the action which should start the effect produces it.
        """
      ])
    await store.finish()
  }

  @Test func effectsStillInFlightFailFinishWithWhatTheyAreWaitingFor() async {
    let store = makeStore()
    store.dispatch(.wait)
    let line = #line + 1
    await store.finish()

    #expect(log.kinds == [.effectsInFlight])
    #expect(log.lines == [line])
    #expect(
      log.messages == [
        """
        When the test ended, 1 effect was still in flight:
          • async effect built at Feature.swift:12 in behavior() (id: "wait")
        It sleeps on the test clock until +5.0 seconds: move time forward with await store.advance(by:).
        Otherwise cancel it from the feature (Effect.cancel(id:)), or call store.skipInFlightEffects() if \
        it doesn't matter to this test.
        """
      ])
    #expect(store.effectsInFlight == 0)
  }

  @Test func withoutFinishTheChecksRunWhenTheStoreIsReleasedAtTheLineThatMadeIt() {
    var line = 0
    do {
      line = #line + 1
      let store = TestStore(initial: Profile.State(), behavior: Profile.behavior())
      store.failureReporter = log.reporter
      store.dispatch(.wait)
      store.dispatch(.load)
    }

    #expect(log.kinds == [.effectsInFlight])
    #expect(log.lines == [line])
    #expect(
      log.messages == [
        """
        When the test ended, 2 effects were still in flight:
          • async effect built at Feature.swift:12 in behavior() (id: "wait")
          • async effect built at Feature.swift:7 in behavior()
        They have not run yet: effects run only when the test asks, with await store.runEffects().
        Otherwise cancel them from the feature (Effect.cancel(id:)), or call store.skipInFlightEffects() if \
        they don't matter to this test.
        (Checked when the TestStore was released. End the test with await store.finish() to check at that \
        line, after running the effects still waiting.)
        """
      ])
  }

  @Test func aNonExhaustiveMismatchShowsOnlyTheFieldsTheClosureSets() async {
    let store = makeStore(exhaustive: false)
    store.dispatch(.visit)
    store.dispatch(.move("Paris")) { $0.address.city = "Rome" }

    #expect(
      log.messages == [
        """
        State after dispatching .move("Paris") disagrees with what the closure sets (− expected, + actual):
          Profile.State(
            … (1 unchanged)
            address: Profile.Address(
        −     city: "Rome"
        +     city: "Paris"
              … (1 unchanged)
            )
            … (1 unchanged)
          )
        In a non-exhaustive test the closure is checked against the actual state: set each field you check \
        to the value you expect.
        """
      ])
    await store.finish()
  }

  @Test func aNonExhaustiveReceiveWithNoMatchListsWhatArrived() async {
    let store = makeStore(exhaustive: false)
    store.dispatch(.loadBoth)
    await store.runEffects()
    store.receive(\.waited)

    #expect(log.kinds == [.receivedActionMismatch])
    #expect(
      log.messages == [
        """
        Expected to receive a Profile.Action case carrying no payload, but none of the 2 actions received \
        from effects matches:
          • .failed("offline"), from the effect built at Feature.swift:8 in behavior()
          • .loaded(3), from the effect built at Feature.swift:9 in behavior()
        This store is not exhaustive, so receive skips actions that don't match, but none did: check the \
        case you expect, or that the effect sends it.
        """
      ])
    await store.finish()
  }

  @Test func theDefaultReporterRecordsASwiftTestingIssueWithTheMessage() async {
    let store = TestStore(initial: Profile.State(), behavior: Profile.behavior())
    withKnownIssue {
      store.dispatch(.visit)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Dispatching .visit changed the state") }
    }
    await store.finish()
  }
}
