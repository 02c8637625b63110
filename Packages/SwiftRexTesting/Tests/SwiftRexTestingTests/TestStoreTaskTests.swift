import SwiftRexTesting
import Testing

/// What one dispatch started, cancelled or waited for on its own (``TestStoreTask``).
@MainActor
@Suite("TestStoreTask")
struct TestStoreTaskTests {
  private func makeStore(_ log: FailureLog? = nil) -> TestStore<Scheduling.Action, Scheduling.State, Void> {
    let store = TestStore(initial: Scheduling.State(), behavior: Scheduling.behavior())
    if let log { store.failureReporter = log.reporter }
    return store
  }

  @Test func cancellingADispatchEndsItsEffectBeforeItSendsAnything() async {
    let store = makeStore()
    let search = store.dispatch(.search("dune")) { $0.log = ["searching dune"] }
    #expect(search.isInFlight)
    await search.cancel()
    #expect(!search.isInFlight)
    #expect(store.effectsInFlight == 0)
    await store.advance(by: .seconds(5))
    #expect(store.pendingReceivedActions == 0)
    await store.finish()
  }

  @Test func cancellingOneDispatchLeavesAnothersEffectsRunning() async {
    let store = makeStore()
    let search = store.dispatch(.search("dune")) { $0.log = ["searching dune"] }
    let reminder = store.dispatch(.remind)
    await search.cancel()
    #expect(!search.isInFlight)
    #expect(reminder.isInFlight)
    await store.advance(by: .seconds(2))
    store.receive(.arrived("reminder")) { $0.log.append("reminder") }
    #expect(!reminder.isInFlight)
    await store.finish()
  }

  @Test func finishingADispatchRunsItsEffectsToTheirEnd() async {
    let log = FailureLog()
    let store = makeStore(log)
    let load = store.dispatch(.loadTwice)
    await load.finish()
    #expect(!load.isInFlight)
    #expect(log.failures.isEmpty)
    #expect(store.pendingReceivedActions == 2)
    store.skipReceivedActions()
    await store.finish()
  }

  @Test func finishingADispatchWhoseEffectSleepsFailsAndSaysHowToEndIt() async {
    let log = FailureLog()
    let store = makeStore(log)
    let search = store.dispatch(.search("dune")) { $0.log = ["searching dune"] }
    let line = #line + 1
    await search.finish()
    #expect(log.kinds == [.taskStillRunning])
    #expect(log.lines == [line])
    let message = log.messages.first ?? ""
    #expect(message.hasPrefix("1 effect task that dispatching .search(\"dune\") started is still running"))
    #expect(message.contains("store.advance(by:)"))
    #expect(message.contains("task.cancel()"))
    await store.advance(by: .seconds(1))
    store.receive(.arrived("results for dune")) { $0.log.append("results for dune") }
    await search.finish()
    #expect(log.failures.count == 1, "finished once the clock let it")
    await store.finish()
  }

  @Test func aDispatchThatStartsNothingHasNothingToCancelOrFinish() async {
    let log = FailureLog()
    let store = makeStore(log)
    let increment = store.dispatch(.increment) { $0.count = 1 }
    #expect(!increment.isInFlight)
    await increment.cancel()
    await increment.finish()
    #expect(log.failures.isEmpty)
    await store.finish()
  }

  @Test func cancellingADispatchEndsTheStepsOfItsSequenceStillWaiting() async {
    // `.steps` is one start whose later steps begin only as the earlier ones end: the third,
    // asleep on the clock, and the fourth, not begun, belong to the dispatch and end with it.
    let store = makeStore()
    let steps = store.dispatch(.steps)
    await store.runEffects()
    store.receive(.arrived("one")) { $0.log = ["one"] }
    store.receive(.arrived("two")) { $0.log.append("two") }
    #expect(steps.isInFlight, "the third step sleeps")
    await steps.cancel()
    await store.advance(by: .seconds(1))
    #expect(store.pendingReceivedActions == 0)
    #expect(store.state.log == ["one", "two"])
    await store.finish()
  }
}
