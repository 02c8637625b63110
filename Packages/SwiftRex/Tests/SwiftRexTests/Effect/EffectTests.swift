import Testing

@testable import SwiftRex

/// A behaviour whose actions each start a described effect, and which records what arrives.
private enum Probe: Equatable, Sendable {
  case start(Int)
  case arrived(String)
}

private struct ProbeState: Equatable {
  var arrived: [String] = []
}

@MainActor
private func probeStore(
  clock: ManualClock = ManualClock(), _ effects: @escaping @Sendable (Int) -> Effect<Probe>
) -> Store<Probe, ProbeState, Void> {
  Store(
    initial: ProbeState(),
    behavior: .init { action, _ in
      switch action {
      case .start(let n): .produce { _ in effects(n) }
      case .arrived(let text): .reduce { $0.arrived.append(text) }
      }
    },
    clock: clock)
}

private func async(_ text: String) -> Effect<Probe> {
  Effect { send in
    await Task.yield()
    await send(.arrived(text))
  }
}

private func sleeping(_ text: String, _ duration: Duration) -> Effect<Probe> {
  Effect { send in
    do { try await send.clock.sleep(for: duration) } catch { return }
    await send(.arrived(text))
  }
}

@MainActor
@Suite("Effect")
struct EffectTests {
  @Test func justArrivesBeforeTheNextDispatch() {
    let store = probeStore { n in .just(.arrived("just \(n)")) }
    store.dispatch(.start(1))
    #expect(store.state.arrived == ["just 1"])
    store.dispatch(.start(2))
    #expect(store.state.arrived == ["just 1", "just 2"])
  }

  @Test func noneDoesNothingAndMergeOfNothingIsNone() {
    #expect(Effect<Probe>.none.isNone)
    #expect(Effect<Probe>.merge().isNone)
    #expect(Effect<Probe>.merge(.none, .none).isNone)
    #expect(Effect<Probe>.sequence(.none).node.isSynchronous)
  }

  @Test func shortListsAreSplicedAndLongOnesKeptWhole() {
    func parts(_ effect: Effect<Probe>) -> Int? {
      switch effect.node {
      case .merge(let boxes), .sequence(let boxes): boxes.count
      default: nil
      }
    }
    let short = Effect<Probe>.merge(.just(.arrived("a")), .just(.arrived("b")))
    #expect(parts(.merge(short, .just(.arrived("c")))) == 3)
    #expect(parts(.sequence(.sequence(.just(.arrived("a")), .just(.arrived("b"))), .none)) == 2)
    // A fold copies a bounded list at each step: the root never holds more than the limit plus
    // the part just added, however long the fold.
    var merged = Effect<Probe>.none
    var sequenced = Effect<Probe>.none
    for index in 0..<1_000 {
      merged = .merge(merged, .just(.arrived("\(index)")))
      sequenced = .sequence(sequenced, .just(.arrived("\(index)")))
      #expect((parts(merged) ?? 1) <= Effect<Probe>.splicingLimit + 1)
      #expect((parts(sequenced) ?? 1) <= Effect<Probe>.splicingLimit + 1)
    }
    let (foldedMerge, foldedSequence) = (merged, sequenced)
    let store = probeStore { n in n == 0 ? foldedMerge : foldedSequence }
    store.dispatch(.start(0))
    store.dispatch(.start(1))
    let inOrder = (0..<1_000).map { "\($0)" }
    #expect(store.state.arrived == inOrder + inOrder)
  }

  @Test func aSequenceDeliversInOrderEvenWhenItsPartsAreAsync() async {
    let store = probeStore { _ in
      .sequence(async("a"), .just(.arrived("b")), async("c"), .merge(async("d")), .just(.arrived("e")))
    }
    store.dispatch(.start(0))
    await store.effectsFinished()
    #expect(store.state.arrived == ["a", "b", "c", "d", "e"])
  }

  @Test func aSequenceInsideATaskWaitsForEverythingItsPartStarted() async {
    // The second part runs inside the sequence's task and starts a task of its own (the
    // cancellable's): the last part must wait for it, as it would after a dispatch.
    let store = probeStore { _ in
      .sequence(
        async("a"), .merge(.just(.arrived("b")), async("c")).cancellable(id: "part"), .just(.arrived("d")))
    }
    store.dispatch(.start(0))
    await store.effectsFinished()
    #expect(store.state.arrived == ["a", "b", "c", "d"])
  }

  @Test func mergeDeliversEverything() async {
    let store = probeStore { _ in .merge(async("x"), .just(.arrived("now")), async("y")) }
    store.dispatch(.start(0))
    #expect(store.state.arrived == ["now"])
    await store.effectsFinished()
    #expect(Set(store.state.arrived) == ["now", "x", "y"])
  }

  @Test func mapTransformsWhatArrivesAndKeepsTheFactorySource() async {
    let sources = Box<[UInt]>([])
    let line = UInt(#line) + 1
    let effect = Effect<String> { send in await send("mapped") }
    let store = Store(
      initial: ProbeState(),
      behavior: Behavior<Probe, ProbeState, Void> { action, context in
        switch action {
        case .start: return .produce { _ in effect.map { .arrived($0) } }
        case .arrived(let text):
          sources.value.append(context.source.line)
          return .reduce { $0.arrived.append(text) }
        }
      })
    store.dispatch(.start(0))
    await store.effectsFinished()
    #expect(store.state.arrived == ["mapped"])
    #expect(sources.value == [line])
  }

  @Test func cancelStopsDeliveryOfAnEffectById() async {
    let clock = ManualClock()
    let store = probeStore(clock: clock) { n in
      n == 0 ? sleeping("late", .seconds(1)).cancellable(id: "job") : .cancel(id: "job")
    }
    store.dispatch(.start(0))
    await eventually("sleeping") { clock.sleeperCount == 1 }
    store.dispatch(.start(1))
    #expect(store.effectsInFlight == 0)
    clock.advance(by: .seconds(2))
    await store.effectsFinished()
    #expect(store.state.arrived.isEmpty)
  }

  @Test func cancelInFlightReplacesTheRunningEffect() async {
    let clock = ManualClock()
    let store = probeStore(clock: clock) { n in
      sleeping("run \(n)", .seconds(1)).cancellable(id: "search", cancelInFlight: true)
    }
    store.dispatch(.start(1))
    await eventually("first sleeps") { clock.sleeperCount == 1 }
    store.dispatch(.start(2))
    await eventually("second sleeps, first gone") { clock.sleeperCount == 1 && store.effectsInFlight == 1 }
    clock.advance(by: .seconds(1))
    await store.effectsFinished()
    #expect(store.state.arrived == ["run 2"])
  }

  @Test func debounceRunsOnlyTheLastAfterAQuietPeriod() async {
    let clock = ManualClock()
    let store = probeStore(clock: clock) { n in
      Effect.just(.arrived("query \(n)")).debounce(id: "q", for: .milliseconds(300))
    }
    for n in 1...3 {
      store.dispatch(.start(n))
      await eventually("debounce \(n) waits") { clock.sleeperCount == 1 }
      clock.advance(by: .milliseconds(100))
    }
    #expect(store.state.arrived.isEmpty)
    clock.advance(by: .milliseconds(300))
    await store.effectsFinished()
    #expect(store.state.arrived == ["query 3"])
  }

  @Test func throttleLetsTheFirstThroughAndDropsTheRestOfTheWindow() async {
    let clock = ManualClock()
    let store = probeStore(clock: clock) { n in
      Effect.just(.arrived("tap \(n)")).throttle(id: "t", for: .seconds(1))
    }
    store.dispatch(.start(1))
    store.dispatch(.start(2))
    clock.advance(by: .milliseconds(500))
    store.dispatch(.start(3))
    #expect(store.state.arrived == ["tap 1"])
    clock.advance(by: .milliseconds(600))
    store.dispatch(.start(4))
    #expect(store.state.arrived == ["tap 1", "tap 4"])
  }

  @Test func throttleLatestRunsTheMostRecentWhenTheWindowCloses() async {
    let clock = ManualClock()
    let store = probeStore(clock: clock) { n in
      Effect.just(.arrived("tap \(n)")).throttle(id: "t", for: .seconds(1), latest: true)
    }
    store.dispatch(.start(1))
    store.dispatch(.start(2))
    store.dispatch(.start(3))
    #expect(store.state.arrived == ["tap 1"])
    await eventually("trailing waits") { clock.sleeperCount == 1 }
    clock.advance(by: .seconds(1))
    await store.effectsFinished()
    #expect(store.state.arrived == ["tap 1", "tap 3"])
  }

  @Test func delayWaitsOnTheStoreClock() async {
    let clock = ManualClock()
    let store = probeStore(clock: clock) { _ in Effect.just(.arrived("later")).delay(for: .seconds(2)) }
    store.dispatch(.start(0))
    await eventually("waiting") { clock.sleeperCount == 1 }
    clock.advance(by: .seconds(1))
    for _ in 0..<20 { await Task.yield() }
    #expect(store.state.arrived.isEmpty)
    clock.advance(by: .seconds(1))
    await store.effectsFinished()
    #expect(store.state.arrived == ["later"])
  }

  @Test func aliveWhileStopsDeliveryAndCancelsWhenTheConditionFails() async {
    let clock = ManualClock()
    let allowed = Box(true)
    let store = probeStore(clock: clock) { _ in
      sleeping("guarded", .seconds(1)).alive(while: { allowed.value })
    }
    store.dispatch(.start(0))
    await eventually("sleeping") { clock.sleeperCount == 1 }
    allowed.value = false
    // The condition is checked after every reduction.
    store.dispatch(.arrived("unrelated"))
    #expect(store.effectsInFlight == 0)
    clock.advance(by: .seconds(1))
    await store.effectsFinished()
    #expect(store.state.arrived == ["unrelated"])
  }
}
