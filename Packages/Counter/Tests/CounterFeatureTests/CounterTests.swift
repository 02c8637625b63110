import CounterFeature
import SwiftRexTesting
import Testing

// No @testable: these tests see the feature as the app does, through its public surface.

@MainActor
@Suite struct CounterTests {
  @Test func incrementDecrementAndResetMoveTheCount() async {
    let store = TestStore(
      initial: Counter.initialState(), behavior: Counter.behavior(),
      environment: AnalyticsRecorder().environment())
    store.dispatch(.increment) { $0.count = 1 }
    store.dispatch(.increment) { $0.count = 2 }
    store.dispatch(.decrement) { $0.count = 1 }
    store.dispatch(.reset) { $0.count = 0 }
    await store.finish()
  }

  @Test func decrementGoesBelowZero() async {
    let store = TestStore(
      initial: Counter.State(), behavior: Counter.behavior(), environment: AnalyticsRecorder().environment())
    store.dispatch(.decrement) { $0.count = -1 }
    store.dispatch(.decrement) { $0.count = -2 }
    await store.finish()
  }

  @Test func resetAtZeroChangesNothing() async {
    let store = TestStore(
      initial: Counter.State(), behavior: Counter.behavior(), environment: AnalyticsRecorder().environment())
    store.dispatch(.reset)
    await store.finish()
  }

  @Test func aTickAddsOneEvenWhenDispatchedByHand() async {
    let store = TestStore(
      initial: Counter.State(count: 41), behavior: Counter.behavior(),
      environment: AnalyticsRecorder().environment())
    store.dispatch(.tick) { $0.count = 42 }
    await store.finish()
  }

  @Test func theInitialStateIsAStoppedZero() {
    let state = Counter.initialState(with: ())
    #expect(state == Counter.State(id: 0, count: 0, isAutoIncrementing: false))
    #expect(Counter.State(id: 7, count: 3).id == 7)
  }

  @Test func aNonPositiveIntervalIsRejectedWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      _ = Counter.Environment(track: { _ in }, autoIncrementInterval: .zero)
    }
  }

  @Test func theUntrackedEnvironmentTicksOnceASecondAndDropsEvents() async {
    let environment = Counter.Environment.untracked
    #expect(environment.autoIncrementInterval == .seconds(1))
    await environment.track("ignored")  // must simply return
  }
}
