import SwiftRexTesting
import Testing

/// The TestStore driving every kind of effect the core schedules, deterministically.
@MainActor
@Suite("TestStore with the core's effects")
struct TestStoreEffectsTests {
  private func makeStore() -> TestStore<Scheduling.Action, Scheduling.State, Void> {
    TestStore(initial: Scheduling.State(), behavior: Scheduling.behavior())
  }

  @Test func effectTasksWaitUntilTheTestRunsThem() async {
    let store = makeStore()
    store.dispatch(.loadTwice)
    for _ in 0..<100 { await Task.yield() }
    #expect(store.pendingReceivedActions == 0)
    #expect(store.effectsInFlight == 2)

    await store.runEffects()
    #expect(store.effectsInFlight == 0)
    #expect(store.pendingReceivedActions == 2)
    store.skipReceivedActions()
    await store.finish()
  }

  @Test func taskResultsArriveAndAreAssertedInOrder() async {
    let store = makeStore()
    store.dispatch(.steps)
    await store.runEffects()
    store.receive(.arrived("one")) { $0.log = ["one"] }
    store.receive(.arrived("two")) { $0.log.append("two") }
    #expect(store.pendingReceivedActions == 0)
    #expect(store.effectsInFlight == 1)

    await store.advance(by: .milliseconds(10))
    store.receive(.arrived("three")) { $0.log.append("three") }
    store.receive(\.arrived) { text, state in state.log.append(text) }
    #expect(store.state.log == ["one", "two", "three", "four"])
    await store.finish()
  }

  @Test func cancelInFlightKeepsOnlyTheLatestSearch() async {
    let store = makeStore()
    store.dispatch(.search("d")) { $0.log = ["searching d"] }
    await store.runEffects()
    await store.advance(by: .milliseconds(500))
    store.dispatch(.search("du")) { $0.log.append("searching du") }
    await store.runEffects()
    #expect(store.effectsInFlight == 1)

    await store.advance(by: .milliseconds(500))
    #expect(store.pendingReceivedActions == 0)
    await store.advance(by: .milliseconds(500))
    store.receive(.arrived("results for du")) { $0.log.append("results for du") }
    await store.finish()
  }

  @Test func cancellingByIDStopsTheSearchBeforeItDelivers() async {
    let store = makeStore()
    store.dispatch(.search("dune")) { $0.log = ["searching dune"] }
    await store.runEffects()
    store.dispatch(.cancelSearch)
    #expect(store.effectsInFlight == 0)
    await store.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func debounceSendsOnlyAfterAQuietPeriod() async {
    let store = makeStore()
    store.dispatch(.query("d"))
    await store.advance(by: .milliseconds(200))
    store.dispatch(.query("du"))
    await store.advance(by: .milliseconds(299))
    #expect(store.pendingReceivedActions == 0)

    await store.advance(by: .milliseconds(1))
    store.receive(.arrived("query du")) { $0.log = ["query du"] }
    await store.finish()
  }

  @Test func throttleSendsTheFirstAndDropsTheRestOfTheWindow() async {
    let store = makeStore()
    store.dispatch(.scroll(1))
    store.receive(.arrived("scroll 1")) { $0.log = ["scroll 1"] }
    await store.advance(by: .milliseconds(400))
    store.dispatch(.scroll(2))
    await store.runEffects()
    #expect(store.pendingReceivedActions == 0)

    await store.advance(by: .milliseconds(600))
    store.dispatch(.scroll(3))
    store.receive(.arrived("scroll 3")) { $0.log.append("scroll 3") }
    await store.finish()
  }

  @Test func throttleLatestSendsTheLastOfTheWindowWhenItCloses() async {
    let store = makeStore()
    store.dispatch(.scrollLatest(1))
    store.receive(.arrived("scroll 1")) { $0.log = ["scroll 1"] }
    store.dispatch(.scrollLatest(2))
    await store.advance(by: .milliseconds(300))
    store.dispatch(.scrollLatest(3))
    await store.advance(by: .milliseconds(699))
    #expect(store.pendingReceivedActions == 0)

    await store.advance(by: .milliseconds(1))
    store.receive(.arrived("scroll 3")) { $0.log.append("scroll 3") }
    await store.finish()
  }

  @Test func delaySendsAfterItsDurationAndNotBefore() async {
    let store = makeStore()
    store.dispatch(.remind)
    await store.advance(by: .seconds(1))
    #expect(store.pendingReceivedActions == 0)
    #expect(store.clock.now == TestClock.Instant(offset: .seconds(1)))

    await store.advance(by: .seconds(1))
    store.receive(.arrived("reminder")) { $0.log = ["reminder"] }
    await store.finish()
  }

  @Test func aLongAdvanceWakesEverythingInTimeOrder() async {
    let store = makeStore()
    store.dispatch(.remind)
    store.dispatch(.query("x"))
    store.dispatch(.search("y")) { $0.log = ["searching y"] }
    await store.advance(by: .seconds(60))
    store.receive(.arrived("query x")) { $0.log.append("query x") }
    store.receive(.arrived("results for y")) { $0.log.append("results for y") }
    store.receive(.arrived("reminder")) { $0.log.append("reminder") }
    #expect(store.clock.now == TestClock.Instant(offset: .seconds(60)))
    await store.finish()
  }

  @Test func effectsReadTheTestStoresCurrentState() async {
    let store = makeStore()
    store.dispatch(.readLive)
    store.dispatch(.increment) { $0.count = 1 }
    store.dispatch(.increment) { $0.count = 2 }
    await store.runEffects()
    store.receive(.saw(2))
    await store.finish()
  }

  @Test func removingAnElementCancelsItsEffects() async {
    let store = TestStore(
      initial: Rows.State(rows: [Rows.Row(id: 1), Rows.Row(id: 2)]), behavior: Rows.behavior())
    store.dispatch(.row(ElementAction(id: 1, action: .start)))
    store.dispatch(.row(ElementAction(id: 2, action: .start)))
    await store.runEffects()
    #expect(store.effectsInFlight == 2)

    store.dispatch(.removeRow(1)) { _ = $0.rows.remove(id: 1) }
    #expect(store.effectsInFlight == 1)
    await store.advance(by: .seconds(10))
    store.receive(\.row) { row, state in
      #expect(row.id == 2)
      state.rows[id: 2]?.timer.ticks = 1
    }
    await store.finish()
  }

  @Test func clearingAnOptionalChildCancelsItsEffects() async {
    let store = TestStore(initial: Rows.State(panel: Rows.Timer()), behavior: Rows.behavior())
    store.dispatch(.panel(.start))
    await store.runEffects()
    #expect(store.effectsInFlight == 1)

    store.dispatch(.closePanel) { $0.panel = nil }
    #expect(store.effectsInFlight == 0)
    await store.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func aLiftedChildsEffectSendsItsActionEmbeddedInTheParents() async {
    let store = TestStore(initial: Rows.State(panel: Rows.Timer()), behavior: Rows.behavior())
    store.dispatch(.panel(.start))
    await store.advance(by: .seconds(10))
    store.receive(Rows.Action.prism.panel >>> Rows.TimerAction.prism.tick) { _, state in
      state.panel?.ticks = 1
    }
    await store.finish()
  }
}
