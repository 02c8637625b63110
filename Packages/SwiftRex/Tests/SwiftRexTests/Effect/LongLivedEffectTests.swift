import Testing

@testable import SwiftRex

private enum Work: Equatable, Sendable {
  case startTimer
  case fetch
  case tick
  case fetched
}

private struct WorkState: Equatable {
  var ticks = 0
  var fetched = false
}

/// A timer (asleep on a clock nobody advances: it never ends by itself) and a one-shot fetch.
private let workBehavior = Behavior<Work, WorkState, Void> { action, _ in
  switch action {
  case .startTimer:
    .produce { _ in
      Effect { send in
        while (try? await send.clock.sleep(for: .seconds(1))) != nil { await send(.tick) }
      }
      .cancellable(id: "timer")
      .longLived()
    }
  case .fetch:
    .produce { _ in
      Effect { send in
        await Task.yield()
        await send(.fetched)
      }
    }
  case .tick: .reduce { $0.ticks += 1 }
  case .fetched: .reduce { $0.fetched = true }
  }
}

@MainActor
@Suite struct LongLivedEffectTests {
  @Test func waitingForEffectsWithinALimitSkipsLongLivedOnes() async {
    let store = Store(initial: WorkState(), behavior: workBehavior, clock: ManualClock())
    store.dispatch(.startTimer)
    store.dispatch(.fetch)
    // A limit no test run reaches: the wait must end because only the timer is left.
    #expect(await store.effectsFinished(within: .seconds(3_600)))
    #expect(store.state.fetched)
    #expect(store.effectsInFlight == 1)
    #expect(store.oneShotEffectsInFlight == 0)
    store.dispatch(.fetch)
    #expect(store.oneShotEffectsInFlight == 1)
    #expect(await store.effectsFinished(within: .seconds(3_600)))
  }

  @Test func everyTaskALongLivedEffectStartsIsLongLivedToo() async {
    let clock = ManualClock()
    let store = Store(
      initial: WorkState(),
      behavior: Behavior<Work, WorkState, Void> { action, _ in
        guard action == .startTimer else { return .doNothing }
        let sleeper = Effect<Work> { send in try? await send.clock.sleep(for: .seconds(1)) }
        // Mapped, merged inside a task, delayed, made cancellable: every part inherits the mark.
        return .produce { _ in
          Effect.merge(sleeper, sleeper.cancellable(id: "a"), sleeper.debounce(id: "b", for: .seconds(1)))
            .delay(for: .zero).longLived().map { $0 }
        }
      },
      clock: clock)
    store.dispatch(.startTimer)
    await eventually("the merge's parts started") { store.effectsInFlight >= 4 }
    #expect(store.oneShotEffectsInFlight == 0)
    #expect(await store.effectsFinished(within: .seconds(3_600)))
    #expect(store.runner.inFlightDescriptions.allSatisfy { $0.contains("long-lived") })
  }
}
