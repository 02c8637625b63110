import SwiftRex

/// A, B and G: one counter in a store, the cost of the store's loop itself.
@MainActor
enum CounterWorkloads {
  static func all(_ scale: Scale) -> [Workload] {
    let actions = scale.count(1_000_000, quick: 10_000)
    return [
      counter(
        "A", "store.dispatch(.increment), no observer (handler + consequence form)",
        behavior: counterBehavior(of: CounterState.self), initial: CounterState(), actions: actions),
      counter(
        "A.reduce", "as A, behaviour written as .reduce { action, state in … }",
        behavior: counterReducer(of: CounterState.self), initial: CounterState(), actions: actions),
      observed(actions: actions),
      counter(
        "G", "as A, with an unrelated 1,000,000-element array in state",
        behavior: counterBehavior(of: LargeCounterState.self),
        initial: LargeCounterState(), actions: actions,
        extraChecks: { state, expect in
          expect.expect(
            state.unrelated.count, equals: LargeCounterState.unrelatedCount, "unrelated array size")
          expect.expect(state.unrelated.last, equals: LargeCounterState.unrelatedCount - 1, "unrelated array")
        }),
    ]
  }

  /// A store of `initial` and `behavior`; each action is dispatched, then the count read.
  static func counter<State: Counting>(
    _ name: String, _ meaning: String, behavior: Behavior<CounterAction, State, Void>, initial: State,
    actions: Int, extraChecks: @escaping @MainActor (State, inout Expectations) -> Void = { _, _ in }
  ) -> Workload {
    Workload(name, meaning, actions: actions, baselines: ["A-raw", "A"]) {
      let store = Store(initial: initial, behavior: behavior)
      let hole = Blackhole()
      return Trial {
        for _ in 0..<actions {
          store.dispatch(.increment)
          hole.consume(store.state.count)
        }
      } verify: { expect in
        expect.expect(store.state.count, equals: actions, "count")
        expect.expectReadsOfCounter(hole, actions: actions, "blackhole")
        extraChecks(store.state, &expect)
      }
    }
  }

  /// B: as A, with one subscriber that reads the new state after every change.
  static func observed(actions: Int) -> Workload {
    Workload("B", "as A, with 1 subscriber reading the state", actions: actions, baselines: ["A-raw"]) {
      let store = Store(initial: CounterState(), behavior: counterBehavior(of: CounterState.self))
      let hole = Blackhole()
      let observed = Blackhole()
      let subscription = store.subscribe { observed.consume($0.count) }
      return Trial {
        for _ in 0..<actions {
          store.dispatch(.increment)
          hole.consume(store.state.count)
        }
      } verify: { expect in
        expect.expect(store.state.count, equals: actions, "count")
        expect.expectReadsOfCounter(hole, actions: actions, "blackhole")
        expect.expectReadsOfCounter(observed, actions: actions, "subscriber")
        expect.expect(!subscription.isCancelled, "subscription alive")
      }
    }
  }
}

/// A counter next to a large array the counter never touches (workload G): if an action copied
/// unrelated state, this is where it would show.
struct LargeCounterState: Counting, Sendable {
  static let unrelatedCount = 1_000_000
  var count = 0
  var unrelated = Array(0..<LargeCounterState.unrelatedCount)
}
