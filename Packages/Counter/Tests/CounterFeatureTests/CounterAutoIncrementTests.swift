import CounterFeature
import SwiftRexTesting
import Testing

@MainActor
@Suite struct CounterAutoIncrementTests {
  private let interval = Duration.milliseconds(250)

  private func makeStore(_ initial: Counter.State = .init()) -> TestStore<
    Counter.Action, Counter.State, Counter.Environment
  > {
    TestStore(
      initial: initial, behavior: Counter.behavior(),
      environment: AnalyticsRecorder().environment(interval: interval))
  }

  @Test func threeIntervalsBringThreeTicks() async {
    let store = makeStore()
    store.dispatch(.startAutoIncrement) { $0.isAutoIncrementing = true }
    await store.advance(by: interval * 3)
    store.receive(.tick) { $0.count = 1 }
    store.receive(.tick) { $0.count = 2 }
    store.receive(.tick) { $0.count = 3 }
    #expect(store.pendingReceivedActions == 0)
    store.dispatch(.stopAutoIncrement) { $0.isAutoIncrementing = false }
    await store.finish()
  }

  @Test func nothingTicksBeforeAFullInterval() async {
    let store = makeStore()
    store.dispatch(.startAutoIncrement) { $0.isAutoIncrementing = true }
    await store.advance(by: interval - .milliseconds(1))
    #expect(store.pendingReceivedActions == 0)
    await store.advance(by: .milliseconds(1))
    store.receive(.tick) { $0.count = 1 }
    store.dispatch(.stopAutoIncrement) { $0.isAutoIncrementing = false }
    await store.finish()
  }

  @Test func stoppingCancelsTheTimer() async {
    let store = makeStore()
    store.dispatch(.startAutoIncrement) { $0.isAutoIncrementing = true }
    await store.advance(by: interval)
    store.receive(.tick) { $0.count = 1 }
    store.dispatch(.stopAutoIncrement) { $0.isAutoIncrementing = false }
    await store.runEffects()
    #expect(store.effectsInFlight == 0)
    #expect(store.clock.sleeperCount == 0)
    await store.advance(by: interval * 10)
    #expect(store.pendingReceivedActions == 0)
    #expect(store.state.count == 1)
    await store.finish()
  }

  @Test func startingTwiceDoesNotTickTwice() async {
    let store = makeStore()
    store.dispatch(.startAutoIncrement) { $0.isAutoIncrementing = true }
    store.dispatch(.startAutoIncrement)  // already running: no state change, no second timer
    await store.runEffects()
    #expect(store.clock.sleeperCount == 1)
    await store.advance(by: interval * 2)
    store.receive(.tick) { $0.count = 1 }
    store.receive(.tick) { $0.count = 2 }
    #expect(store.pendingReceivedActions == 0)
    store.dispatch(.stopAutoIncrement) { $0.isAutoIncrementing = false }
    await store.finish()
  }

  @Test func stoppingWhenNotRunningChangesNothing() async {
    let store = makeStore()
    store.dispatch(.stopAutoIncrement)
    await store.advance(by: interval * 2)
    #expect(store.pendingReceivedActions == 0)
    await store.finish()
  }

  @Test func restartingAfterAStopTicksAgainFromAFreshInterval() async {
    let store = makeStore()
    store.dispatch(.startAutoIncrement) { $0.isAutoIncrementing = true }
    await store.advance(by: interval / 2)
    store.dispatch(.stopAutoIncrement) { $0.isAutoIncrementing = false }
    store.dispatch(.startAutoIncrement) { $0.isAutoIncrementing = true }
    await store.advance(by: interval / 2)
    #expect(store.pendingReceivedActions == 0)  // the old timer's half interval does not count
    await store.advance(by: interval / 2)
    store.receive(.tick) { $0.count = 1 }
    store.dispatch(.stopAutoIncrement) { $0.isAutoIncrementing = false }
    await store.finish()
  }

  @Test func resetKeepsTheTimerRunning() async {
    let store = makeStore()
    store.dispatch(.startAutoIncrement) { $0.isAutoIncrementing = true }
    await store.advance(by: interval * 2)
    store.receive(.tick) { $0.count = 1 }
    store.receive(.tick) { $0.count = 2 }
    store.dispatch(.reset) { $0.count = 0 }
    await store.advance(by: interval)
    store.receive(.tick) { $0.count = 1 }
    store.dispatch(.stopAutoIncrement) { $0.isAutoIncrementing = false }
    await store.finish()
  }

  @Test func userPressesInterleaveWithTicks() async {
    let store = makeStore(.init(count: 10))
    store.dispatch(.startAutoIncrement) { $0.isAutoIncrementing = true }
    await store.advance(by: interval)
    store.receive(.tick) { $0.count = 11 }
    store.dispatch(.decrement) { $0.count = 10 }
    store.dispatch(.decrement) { $0.count = 9 }
    await store.advance(by: interval)
    store.receive(.tick) { $0.count = 10 }
    store.dispatch(.stopAutoIncrement) { $0.isAutoIncrementing = false }
    await store.finish()
  }

  @Test func aStateThatSaysRunningTicksWithNoActionSent() async {
    let store = makeStore(.init(isAutoIncrementing: true))
    #expect(
      store.runningSubscriptions.map(\.description) == ["CounterFeature.Counter.EffectID.autoIncrement"])
    await store.advance(by: interval * 2)
    store.receive(.tick) { $0.count = 1 }
    store.receive(.tick) { $0.count = 2 }
    store.dispatch(.startAutoIncrement)  // already running: nothing to start
    store.dispatch(.stopAutoIncrement) { $0.isAutoIncrementing = false }
    #expect(store.runningSubscriptions.isEmpty)
    await store.finish()
  }

  @Test func aTimerLeftRunningFailsTheTestNamingIt() async {
    let failures = FailureLog()
    do {
      let store = makeStore()
      store.failureReporter = failures.reporter
      store.dispatch(.startAutoIncrement) { $0.isAutoIncrementing = true }
      await store.finish()
    }
    #expect(failures.kinds == [.subscriptionsRunning])
    #expect(failures.messages.first?.contains("Counter.EffectID.autoIncrement") == true)
  }
}
