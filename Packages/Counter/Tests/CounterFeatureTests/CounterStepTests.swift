import CounterFeature
import Foundation
import SwiftRexArchitecture
import SwiftRexTesting
import Testing

@MainActor
@Suite struct CounterStepTests {
  private let environment = Counter.Environment(track: { _ in })

  @Test func pressesAndTicksMoveTheCountByTheStep() async {
    let store = TestStore(
      initial: Counter.State(step: Shared(value: 5)), behavior: Counter.behavior(), environment: environment)
    store.dispatch(.increment) { $0.count = 5 }
    store.dispatch(.decrement) { $0.count = 0 }
    store.dispatch(.decrement) { $0.count = -5 }
    store.dispatch(.tick) { $0.count = 0 }
    await store.finish()
  }

  @Test func setStepKeepsTheStepInItsRange() async {
    let store = TestStore(initial: Counter.State(), behavior: Counter.behavior(), environment: environment)
    store.dispatch(.setStep(3)) { $0.step = 3 }
    store.dispatch(.setStep(0)) { $0.step = 1 }
    store.dispatch(.setStep(-7))
    store.dispatch(.setStep(.max)) { $0.step = Counter.stepRange.upperBound }
    await store.finish()
  }

  @Test func aStepOutOfRangeInTheStorageMovesByTheNearestValidStep() async {
    // A hand-edited file can hold any step: the count still moves, and never overflows.
    let store = TestStore(
      initial: Counter.State(count: .max - 1, step: Shared(value: .max)), behavior: Counter.behavior(),
      environment: environment)
    store.dispatch(.increment) { $0.count = .max }
    store.dispatch(.increment)
    store.dispatch(.reset) { $0.count = 0 }
    store.dispatch(.setStep(2)) { $0.step = 2 }
    store.dispatch(.decrement) { $0.count = -2 }
    await store.finish()
  }

  @Test func theCountStopsAtItsBoundsInsteadOfOverflowing() async {
    let store = TestStore(
      initial: Counter.State(count: .min + 1, step: Shared(value: 1_000)), behavior: Counter.behavior(),
      environment: environment)
    store.dispatch(.decrement) { $0.count = .min }
    store.dispatch(.decrement)
    store.dispatch(.increment) { $0.count = .min + 1_000 }
    await store.finish()
  }

  @Test func twoCountersHoldingOneStepMoveByTheStepEitherSets() async {
    // The app's Counter tab and Counters tab hand one step to every counter; here, two counters
    // in one state.
    let behavior = Behavior<PairAction, Pair, Counter.Environment>.combine(
      Counter.behavior().lift(.action(\.first).state(\.first)),
      Counter.behavior().lift(.action(\.second).state(\.second)))
    let store = TestStore(
      initial: {
        let step = Shared(value: 1)
        return Pair(first: Counter.State(id: 1, step: step), second: Counter.State(id: 2, step: step))
      }(),
      behavior: behavior, environment: environment)
    store.dispatch(.first(.setStep(10))) {
      $0.first.step = 10
      #expect($0.second.step == 10)
    }
    store.dispatch(.second(.increment)) { $0.second.count = 10 }
    await store.finish()
  }

  @Test func aCounterRecordedBeforeStepsExistedLoadsWithAStepOfOne() throws {
    let old = Data(#"{"id":4,"count":9,"isAutoIncrementing":false}"#.utf8)
    let decoded = try JSONDecoder().decode(Counter.State.self, from: old)
    #expect(decoded == Counter.State(id: 4, count: 9))
    #expect(decoded.step == 1)
  }

  @Test func countersSharingAStepDecodeSharingItAgain() throws {
    let step = Shared(value: 2)
    let pair = [Counter.State(id: 1, step: step), Counter.State(id: 2, step: step)]
    let decoded = try SharedContainer.withContainer(SharedContainer()) {
      try JSONDecoder().decode([Counter.State].self, from: JSONEncoder().encode(pair))
    }
    // One holder again: the ids match, and differ from a counter's own step.
    #expect(decoded.map(\.$step.id) == [step.id, step.id])
    #expect(decoded.map(\.step) == [2, 2])
    #expect(Counter.State().$step.id != step.id)
  }

  @Test func settingTheStepIsTracked() {
    #expect(Counter.Action.setStep(2).analyticsEvent == "counter.step")
  }
}

/// Two counters in one state, as the app holds its Counter tab's and its list's.
private struct Pair: Equatable, Sendable {
  var first: Counter.State
  var second: Counter.State
}

@Prisms private enum PairAction: Equatable, Sendable {
  case first(Counter.Action)
  case second(Counter.Action)
}
