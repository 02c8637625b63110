import SwiftRex

/// C: an app of eight counter features, each lifted into its own slice and case and all
/// combined; every action is for one of them, so the other seven only decline it.
@MainActor
enum CombinedFeaturesWorkload {
  static func workload(_ scale: Scale) -> Workload {
    let actions = scale.count(1_000_000, quick: 10_000)
    return Workload(
      "C", "8 lifted features combined, the action handled by 1 (the last)", actions: actions,
      baselines: ["A-raw"]
    ) {
      let store = Store(initial: EightFeaturesState(), behavior: behavior)
      let hole = Blackhole()
      return Trial {
        for _ in 0..<actions {
          store.dispatch(.f7(.increment))
          hole.consume(store.state.f7.count)
        }
      } verify: { expect in
        let state = store.state
        expect.expect(state.f7.count, equals: actions, "f7 count")
        let others = [state.f0, state.f1, state.f2, state.f3, state.f4, state.f5, state.f6]
        expect.expect(others.allSatisfy { $0.count == 0 }, "the other seven untouched")
        expect.expectReadsOfCounter(hole, actions: actions, "blackhole")
      }
    }
  }

  /// The eight features lifted as the seeds lift them: `.action(prism).state(\.slice)`.
  static let behavior: Behavior<EightFeaturesAction, EightFeaturesState, Void> = {
    let counter = counterBehavior(of: CounterState.self)
    return Behavior.combine(
      counter.lift(.action(EightFeaturesAction.prism.f0).state(\EightFeaturesState.f0)),
      counter.lift(.action(EightFeaturesAction.prism.f1).state(\EightFeaturesState.f1)),
      counter.lift(.action(EightFeaturesAction.prism.f2).state(\EightFeaturesState.f2)),
      counter.lift(.action(EightFeaturesAction.prism.f3).state(\EightFeaturesState.f3)),
      counter.lift(.action(EightFeaturesAction.prism.f4).state(\EightFeaturesState.f4)),
      counter.lift(.action(EightFeaturesAction.prism.f5).state(\EightFeaturesState.f5)),
      counter.lift(.action(EightFeaturesAction.prism.f6).state(\EightFeaturesState.f6)),
      counter.lift(.action(EightFeaturesAction.prism.f7).state(\EightFeaturesState.f7))
    )
  }()
}

/// The app action of workload C: one case per feature.
@Prisms
enum EightFeaturesAction: Sendable {
  case f0(CounterAction)
  case f1(CounterAction)
  case f2(CounterAction)
  case f3(CounterAction)
  case f4(CounterAction)
  case f5(CounterAction)
  case f6(CounterAction)
  case f7(CounterAction)
}

/// The app state of workload C: one slice per feature.
struct EightFeaturesState: Sendable {
  var f0 = CounterState()
  var f1 = CounterState()
  var f2 = CounterState()
  var f3 = CounterState()
  var f4 = CounterState()
  var f5 = CounterState()
  var f6 = CounterState()
  var f7 = CounterState()
}
