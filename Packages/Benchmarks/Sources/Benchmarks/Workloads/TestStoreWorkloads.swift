import SwiftRexTesting

/// K: the test store's cost per action — dispatch, reduce, and compare the state with the
/// test's expectation — next to A, which only dispatches.
@MainActor
enum TestStoreWorkloads {
  static func all(_ scale: Scale) -> [Workload] {
    [dispatchAndAssert(actions: scale.count(100_000, quick: 10_000))]
  }

  /// K: `store.dispatch(.increment) { $0.count += 1 }`, failures counted instead of reported to
  /// Swift Testing, so the benchmark needs no test context.
  static func dispatchAndAssert(actions: Int) -> Workload {
    Workload(
      "K", "TestStore.dispatch(.increment) { $0.count += 1 }: reduce + assert the state",
      actions: actions, baselines: ["A-raw", "A"]
    ) {
      let store = TestStore(initial: CounterState(), behavior: counterBehavior(of: CounterState.self))
      let failures = FailureCount()
      store.failureReporter = TestFailureReporter { _ in failures.count += 1 }
      let hole = Blackhole()
      return Trial {
        for _ in 0..<actions {
          store.dispatch(.increment) { $0.count += 1 }
          hole.consume(store.state.count)
        }
      } verify: { expect in
        expect.expect(failures.count, equals: 0, "failures reported while every assertion was right")
        expect.expect(store.state.count, equals: actions, "count")
        expect.expectReadsOfCounter(hole, actions: actions, "blackhole")
        expect.expect(store.effectsInFlight, equals: 0, "effects in flight (the counter has none)")
        expect.expect(store.pendingReceivedActions, equals: 0, "received actions left unasserted")
        // A wrong expectation must be caught, or zero failures above would prove nothing.
        store.dispatch(.increment) { $0.count += 2 }
        expect.expect(failures.count, equals: 1, "failures after one wrong expectation")
      }
    }
  }
}

/// How many failures a test store reported.
@MainActor
final class FailureCount {
  var count = 0
}
