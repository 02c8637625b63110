import SwiftRex
import SwiftRexSharing

/// S: the cost of reading a shared value (`@Shared`) in a reduction, next to reading a plain
/// field of the state in the same reduction.
@MainActor
enum SharedWorkloads {
  static func all(_ scale: Scale) -> [Workload] {
    let actions = scale.count(1_000_000, quick: 10_000)
    return [
      workload(
        "S-plain", "each action adds a plain field of the state to the count",
        initial: PlainStep(), actions: actions),
      workload(
        "S-shared", "as S-plain, the field a shared value (@Shared(.inMemory)) the reducer reads",
        initial: SharedContainer.withContainer(SharedContainer()) { SharedStep() }, actions: actions),
    ]
  }

  static func workload<State: Stepping>(
    _ name: String, _ meaning: String, initial: State, actions: Int
  ) -> Workload {
    Workload(name, meaning, actions: actions, baselines: ["A-raw", "S-plain"]) {
      let behavior = Behavior<CounterAction, State, Void>.reduce { _, state in
        state.count += state.step
      }
      let store = Store(initial: initial, behavior: behavior)
      let hole = Blackhole()
      return Trial {
        for _ in 0..<actions {
          store.dispatch(.increment)
          hole.consume(store.state.count)
        }
      } verify: { expect in
        expect.expect(store.state.count, equals: actions * 2, "count")
        expect.expect(hole.reads, equals: actions, "reads")
      }
    }
  }
}

/// A count and the step it grows by, read in each reduction.
protocol Stepping: Equatable, Sendable {
  var count: Int { get set }
  var step: Int { get }
}

/// The step as a plain field.
struct PlainStep: Stepping {
  var count = 0
  var step = 2
}

/// The step as a shared value, in a container of the workload's own.
struct SharedStep: Stepping {
  var count = 0
  @Shared(.inMemory("benchmark.step")) var step = 2
}
