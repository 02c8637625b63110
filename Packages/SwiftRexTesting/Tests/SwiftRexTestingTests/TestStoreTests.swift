import SwiftRexSwiftConcurrency
import SwiftRexTesting
import Testing

/// A small feature whose actions chain into each other through effects.
private enum Chain {
  struct State: Equatable, Sendable {
    var steps: [String] = []
    var total = 0
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case start
    case echo
    case first
    case second
    case add(Int)
    case hang
  }

  static func behavior(stream: AsyncStream<Int> = AsyncStream { $0.finish() }) -> Behavior<
    Action, State, Void
  > {
    Behavior { action, _ in
      switch action {
      case .start:
        .reduce { $0.steps.append("start") }.produce { _ in Effect.task { .first } }
      case .echo:
        .produce { _ in .just(.first) }
      case .first:
        .reduce { $0.steps.append("first") }.produce { _ in Effect.task { .second } }
      case .second:
        .reduce { $0.steps.append("second") }
      case .add(let amount):
        .reduce { $0.total += amount }
      case .hang:
        .produce { _ in
          Effect(file: "Chain.swift", function: "behavior()", line: 30) { send in
            for await value in stream { await send(.add(value)) }
          }
        }
      }
    }
  }
}

@MainActor
@Suite("TestStore")
struct TestStoreTests {
  private let log = FailureLog()

  private func makeStore(
    exhaustive: Bool = true, stream: AsyncStream<Int> = AsyncStream { $0.finish() }
  ) -> TestStore<Chain.Action, Chain.State, Void> {
    let store = TestStore(
      initial: Chain.State(), behavior: Chain.behavior(stream: stream), exhaustive: exhaustive)
    store.failureReporter = log.reporter
    return store
  }

  @Test func effectsOfReceivedActionsRunInTheSameRun() async {
    let store = makeStore()
    store.dispatch(.start) { $0.steps = ["start"] }
    await store.runEffects()
    store.receive(.first) { $0.steps.append("first") }
    store.receive(.second) { $0.steps.append("second") }
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test func aJustEffectArrivesDuringTheDispatchBeforeItsOwnEffectsRun() async {
    let store = makeStore()
    store.dispatch(.echo)
    #expect(store.pendingReceivedActions == 1)
    store.receive(Chain.Action.prism.first) { _, state in state.steps = ["first"] }
    await store.runEffects()
    store.receive(\.second) { _, state in state.steps.append("second") }
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test func stateIsTheLatestReductionEvenBeforeItIsAsserted() async {
    let store = makeStore()
    store.dispatch(.start) { $0.steps = ["start"] }
    await store.runEffects()
    #expect(store.state.steps == ["start", "first", "second"])
    store.skipReceivedActions()
    #expect(store.pendingReceivedActions == 0)
    store.dispatch(.add(2)) { $0.total = 2 }
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test func skippingInFlightEffectsCancelsThem() async {
    let store = makeStore()
    store.dispatch(.start) { $0.steps = ["start"] }
    #expect(store.effectsInFlight == 1)
    store.skipInFlightEffects()
    #expect(store.effectsInFlight == 0)
    await store.runEffects()
    #expect(store.pendingReceivedActions == 0)
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test func aNonExhaustiveStoreChecksOnlyWhatTheTestAsserts() async {
    let store = makeStore(exhaustive: false)
    store.dispatch(.add(1))
    store.dispatch(.start) { $0.total = 1 }
    store.dispatch(.add(4)) { $0.total = 5 }
    await store.runEffects()
    store.receive(.second) { $0.steps = ["start", "first", "second"] }
    #expect(store.pendingReceivedActions == 0)
    store.dispatch(.start)
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test func aNonExhaustiveStoreStillFailsAWrongAssertion() async {
    let store = makeStore(exhaustive: false)
    store.dispatch(.add(1)) { $0.total = 2 }
    store.receive(.first)
    #expect(log.kinds == [.stateMismatch, .noActionReceived])
    await store.finish()
  }

  @Test func aNonExhaustiveClosureRunsOnceOnTheActualStateOnly() async {
    let store = makeStore(exhaustive: false)
    var seen: [Int] = []
    store.dispatch(.add(1)) { state in
      seen.append(state.total)
      #expect(state.total == 1)
    }
    store.dispatch(.add(2)) { state in
      seen.append(state.total)
      state.total = 3
    }
    #expect(seen == [1, 3])
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test func aNonExhaustiveClosureThatThrowsIsReported() async {
    struct Refused: Error {}
    let store = makeStore(exhaustive: false)
    store.dispatch(.add(1)) { _ in throw Refused() }
    #expect(log.kinds == [.expectationThrew])
    await store.finish()
  }

  @Test func exhaustivenessCanBeTurnedOffPartWayThrough() async {
    let store = makeStore()
    store.dispatch(.start) { $0.steps = ["start"] }
    store.exhaustive = false
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test func anEffectAwaitingSomethingUncontrolledIsGivenUpOnAfterTheTimeout() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let store = makeStore(stream: stream)
    store.effectTimeout = .milliseconds(20)
    store.dispatch(.hang)
    await store.runEffects()
    #expect(store.effectsInFlight == 1)

    // The effect is already past the gate: what it sends arrives whenever the test suspends.
    continuation.yield(5)
    guard await eventually("the effect sends what the stream yields", { store.pendingReceivedActions == 1 })
    else {
      return store.skipInFlightEffects()
    }
    store.receive(\.add) { amount, state in state.total = amount }
    continuation.finish()
    // Now the effect ends on its own: wait for it as long as a loaded machine needs.
    store.effectTimeout = .seconds(60)
    await store.runEffects()
    #expect(store.effectsInFlight == 0)
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test func timeTheMainActorIsHeldElsewhereDoesNotCountTowardsTheTimeout() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let store = makeStore(stream: stream)
    store.effectTimeout = .milliseconds(500)
    store.dispatch(.hang)
    // What the effect waits for comes 100 ms after the main actor is free again: well within the
    // timeout, once the 700 ms that runEffects could not even look are left out.
    let feeder = Task.detached {
      try? await Task.sleep(for: .milliseconds(800))
      continuation.yield(5)
      continuation.finish()
    }
    Task { @MainActor in
      let end = ContinuousClock.now.advanced(by: .milliseconds(700))
      while ContinuousClock.now < end {}
    }
    await store.runEffects()
    store.receive(\.add) { amount, state in state.total = amount }
    await store.finish()
    await feeder.value
    #expect(log.failures.isEmpty)
  }

  @Test func anEffectStuckOnSomethingUncontrolledIsNamedAtTheEnd() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let store = makeStore(stream: stream)
    store.effectTimeout = .milliseconds(20)
    store.dispatch(.hang)
    await store.finish()
    continuation.finish()

    #expect(
      log.messages == [
        """
        When the test ended, 1 effect was still in flight:
          • async effect built at Chain.swift:30 in behavior()
        It is busy on something the test does not control (a real clock or network?): inject it through \
        the environment.
        Otherwise cancel it from the feature (Effect.cancel(id:)), or call store.skipInFlightEffects() if \
        it doesn't matter to this test.
        """
      ])
  }
}
