import AppCore
import SwiftRexArchitecture
import SwiftRexRecording

/// T: time travel (SwiftRexRecording's `TimeTravel`) on the app's store, with its real state: the
/// shelf loaded and three counters listed. T-base dispatches without it; T-travel with a history
/// long enough to keep every step, and counts the heap each step keeps; T-travel.full with the
/// default 1,000-step history full, so every step drops the oldest.
@MainActor
enum TimeTravelWorkloads {
  static func all(_ scale: Scale) -> [Workload] {
    let actions = scale.count(100_000, quick: 2_000)
    return [
      travel(
        "T-base", "app store: `.counterRow(2, .tick)` (what a timer sends: no effect), no time travel",
        limit: nil, actions: actions),
      travel(
        "T-travel", "as T-base, with time travel keeping every step (heap bytes kept per step)",
        limit: actions,
        actions: actions),
      travel(
        "T-travel.full", "as T-base, with a full 1,000-step history (each step drops the oldest)",
        limit: 1_000,
        actions: actions),
    ]
  }

  /// The app's store as J3 sets it up (the shelf loaded, three counters), without a renderer.
  static func store() -> Store<AppAction, AppState, AppEnvironment> {
    let store = Store(
      initial: AppState(shelfID: "sf"), behavior: appBehavior, environment: RenderWorkloads.environment)
    store.dispatch(.shelvesLoaded([ShelfSummary(id: "sf", name: "Science fiction")]))
    store.dispatch(.library(.loaded(RenderWorkloads.books)))
    store.dispatch(.navigate(.counters))
    for _ in 0..<3 { store.dispatch(.addCounter) }
    return store
  }

  /// `actions` ticks of row 2 (an increment without the analytics task a press starts), with time travel keeping `limit` steps attached (none when
  /// nil); the tally is the heap in use after the trial minus before, per action.
  static func travel(_ name: String, _ meaning: String, limit: Int?, actions: Int) -> Workload {
    Workload(name, meaning, actions: actions, baselines: name == "T-base" ? ["A-raw"] : ["A-raw", "T-base"]) {
      let store = store()
      let travel = limit.map {
        TimeTravel<AppAction, AppState>(limit: $0, startsBranch: AppTimeTravel.startsBranch)
      }
      travel?.attach(to: store)
      let hole = Blackhole()
      let heap = Tally("heap bytes kept per step")
      let before = MemoryProbe.heapInUse() ?? 0
      return Trial(tally: heap) {
        for _ in 0..<actions {
          store.dispatch(.counterRow(ElementAction(id: 2, action: .tick)))
          hole.consume(store.state.counters[id: 2]?.count ?? -1)
        }
        heap.add((MemoryProbe.heapInUse() ?? 0) - before)
      } verify: { expect in
        expect.expect(store.state.counters.map(\.count), equals: [0, actions, 0], "counts")
        expect.expect(hole.reads, equals: actions, "reads")
        if let travel, let limit {
          expect.expect(travel.entries.count, equals: min(limit, actions + 1), "steps kept")
          expect.expect(travel.latestStep, equals: actions, "latest step")
          expect.expect(
            travel.shownEntry?.state.counters[id: 2]?.count, equals: actions, "the latest state kept")
        }
      }
    }
  }
}
