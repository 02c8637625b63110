import CounterFeature
import SwiftRexTesting
import Testing

@MainActor
@Suite struct CounterAnalyticsTests {
  @Test func everyUserActionIsTrackedInOrder() async {
    let recorder = AnalyticsRecorder()
    let store = TestStore(
      initial: Counter.State(), behavior: Counter.behavior(), environment: recorder.environment())
    store.dispatch(.increment) { $0.count = 1 }
    await store.runEffects()
    store.dispatch(.decrement) { $0.count = 0 }
    await store.runEffects()
    store.dispatch(.startAutoIncrement) { $0.isAutoIncrementing = true }
    await store.runEffects()
    store.dispatch(.stopAutoIncrement) { $0.isAutoIncrementing = false }
    await store.runEffects()
    store.dispatch(.reset)
    await store.finish()
    #expect(
      await recorder.events == [
        "counter.increment", "counter.decrement", "counter.autoIncrement.start",
        "counter.autoIncrement.stop", "counter.reset",
      ])
  }

  @Test func ticksAreNotTracked() async {
    let recorder = AnalyticsRecorder()
    let store = TestStore(
      initial: Counter.State(), behavior: Counter.behavior(), environment: recorder.environment())
    store.dispatch(.tick) { $0.count = 1 }
    await store.finish()
    #expect(await recorder.events.isEmpty)
  }

  @Test func aPressThatChangesNothingIsStillTracked() async {
    let recorder = AnalyticsRecorder()
    let store = TestStore(
      initial: Counter.State(), behavior: Counter.behavior(), environment: recorder.environment())
    store.dispatch(.stopAutoIncrement)
    store.dispatch(.reset)
    await store.finish()
    #expect(await recorder.events == ["counter.autoIncrement.stop", "counter.reset"])
  }

  @Test func eventNamesNameTheUserActions() {
    let actions: [Counter.Action] = [
      .increment, .decrement, .reset, .startAutoIncrement, .stopAutoIncrement, .tick,
    ]
    #expect(
      actions.map(\.analyticsEvent) == [
        "counter.increment", "counter.decrement", "counter.reset", "counter.autoIncrement.start",
        "counter.autoIncrement.stop", nil,
      ])
  }
}
