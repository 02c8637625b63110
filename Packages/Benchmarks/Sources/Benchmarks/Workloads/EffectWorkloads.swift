import SwiftRex
import SwiftRexSwiftConcurrency

/// H: an action whose effect sends a second action back — synchronously with `Effect.just`, or
/// from a task with `Effect.task` — timed until the second action has been reduced.
@MainActor
enum EffectWorkloads {
  /// How many actions are dispatched before waiting for their tasks in H.task.
  static let taskBatch = 100

  static func all(_ scale: Scale) -> [Workload] {
    [just(actions: scale.count(1_000_000, quick: 10_000)), task(actions: scale.count(100_000, quick: 2_000))]
  }

  static let justBehavior = Behavior<PingAction, PingState, Void> { action, _ in
    switch action {
    case .ping: .reduce { $0.pings += 1 }.produce { _ in .just(.pong) }
    case .pong: .reduce { $0.pongs += 1 }
    }
  }

  static let taskBehavior = Behavior<PingAction, PingState, Void> { action, _ in
    switch action {
    case .ping: .reduce { $0.pings += 1 }.produce { _ in .task { .pong } }
    case .pong: .reduce { $0.pongs += 1 }
    }
  }

  /// H.just: the pong is delivered before `dispatch` returns, so it is read right after.
  static func just(actions: Int) -> Workload {
    Workload(
      "H.just", "dispatch → reduce → Effect.just → second action reduced (per first action)",
      actions: actions, baselines: ["A-raw"]
    ) {
      let store = Store(initial: PingState(), behavior: justBehavior)
      let hole = Blackhole()
      return Trial {
        for _ in 0..<actions {
          store.dispatch(.ping)
          hole.consume(store.state.pongs)
        }
      } verify: { expect in
        verifyRoundTrips(store, actions: actions, &expect)
        expect.expectReadsOfCounter(hole, actions: actions, "blackhole (pongs after each dispatch)")
      }
    }
  }

  /// H.task: batches of ``taskBatch`` dispatches, each starting a task that returns the pong,
  /// then `await store.effectsFinished()`: the time includes starting every task, running it,
  /// hopping back to the main actor, and reducing the pong.
  static func task(actions: Int) -> Workload {
    Workload(
      "H.task", "dispatch → Effect.task → second action reduced; batches of \(taskBatch), awaited",
      actions: actions, baselines: ["A-raw"]
    ) {
      let store = Store(initial: PingState(), behavior: taskBehavior)
      let hole = Blackhole()
      return Trial(async: {
        var sent = 0
        while sent < actions {
          let batch = min(taskBatch, actions - sent)
          for _ in 0..<batch {
            store.dispatch(.ping)
            hole.consume(store.state.pings)
          }
          sent += batch
          await store.effectsFinished()
        }
      }) { expect in
        verifyRoundTrips(store, actions: actions, &expect)
        expect.expectReadsOfCounter(hole, actions: actions, "blackhole (pings after each dispatch)")
      }
    }
  }

  static func verifyRoundTrips(
    _ store: Store<PingAction, PingState, Void>, actions: Int, _ expect: inout Expectations
  ) {
    expect.expect(store.state.pings, equals: actions, "pings")
    expect.expect(store.state.pongs, equals: actions, "pongs (every effect came back)")
    expect.expect(store.effectsInFlight, equals: 0, "effects in flight at the end")
  }
}

/// The action of workload H: the dispatched action and the one its effect sends back.
enum PingAction: Sendable {
  case ping
  case pong
}

/// The state of workload H: how many of each arrived.
struct PingState: Sendable {
  var pings = 0
  var pongs = 0
}
