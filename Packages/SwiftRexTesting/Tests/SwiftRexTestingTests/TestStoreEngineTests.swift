import Foundation
import SwiftRexTesting
import Testing

/// A countdown whose every step is sent back by a synchronous effect, and a loop that never ends.
@Prisms
private enum ChainAction: Equatable, Sendable {
  case chain(Int)
  case loop
  case fanOut(Int)
  case leaf(Int)
}

private struct ChainState: Equatable, Sendable {
  var steps = 0
  var leaves = 0
}

private let chainBehavior = Behavior<ChainAction, ChainState, Void>.handle { action, _ in
  switch action {
  case .chain(let remaining):
    let step = Consequence<ChainAction, ChainState, Void>.reduce { $0.steps += 1 }
    return remaining == 0 ? step : step.produce { _ in .just(.chain(remaining - 1)) }
  case .loop:
    return .reduce { $0.steps += 1 }.produce { _ in .just(.loop) }
  case .fanOut(let count):
    // An effect folded one merge at a time, the way a loop builds it.
    return .produce { _ in
      (0..<count).reduce(Effect<ChainAction>.none) { effect, index in .merge(effect, .just(.leaf(index))) }
    }
  case .leaf:
    return .reduce { $0.leaves += 1 }
  }
}

/// TestStore runs on the Store's loop: the runaway limits and effect shapes the store handles
/// are handled the same way in a test.
@MainActor
@Suite struct TestStoreEngineTests {
  @Test func aSynchronousChainRunsToItsEndAndEveryStepIsReceived() async {
    let store = TestStore(initial: ChainState(), behavior: chainBehavior)
    store.dispatch(.chain(50_000)) { $0.steps = 1 }
    #expect(store.pendingReceivedActions == 50_000)
    #expect(store.state.steps == 50_001)
    store.receive(\.chain) { remaining, state in
      #expect(remaining == 49_999)
      state.steps = 2
    }
    store.skipReceivedActions()
    await store.finish()
  }

  @Test func aRunawayCascadeIsReportedAsInAStoreAndDoesNotHang() async {
    let warnings = Warnings()
    let log = FailureLog()
    let storeSteps = RuntimeWarnings.withHandler(warnings.record) {
      let store = Store(initial: ChainState(), behavior: chainBehavior)
      store.cascadeLimit = 1_000
      store.dispatch(.loop)
      return store.state.steps
    }
    RuntimeWarnings.withHandler(warnings.record) {
      let store = TestStore(initial: ChainState(), behavior: chainBehavior)
      store.failureReporter = log.reporter
      store.cascadeLimit = 1_000
      store.dispatch(.loop) { $0.steps = 1 }
      // Cut where a store cuts it: every action the store processed, the test store did too.
      #expect(store.state.steps == storeSteps)
      #expect(store.pendingReceivedActions == storeSteps - 1)
      store.skipReceivedActions()
    }
    #expect(storeSteps > 1_000 && storeSteps < 1_010)
    #expect(log.failures.isEmpty)
    #expect(warnings.all.count == 2)
    // The same report, but for the line each was dispatched from.
    let withoutSource = warnings.all.map {
      $0.replacingOccurrences(of: #":\d+ in "#, with: "", options: .regularExpression)
    }
    #expect(withoutSource.first == withoutSource.last)
    #expect(warnings.all.last?.contains("cascaded into more than 1000 actions") == true)
  }

  @Test func anEffectFoldedFromTenThousandMergesRuns() async {
    let store = TestStore(initial: ChainState(), behavior: chainBehavior)
    store.dispatch(.fanOut(10_000))
    #expect(store.pendingReceivedActions == 10_000)
    #expect(store.state.leaves == 10_000)
    store.receive(\.leaf) { index, state in
      #expect(index == 0)
      state.leaves = 1
    }
    store.skipReceivedActions()
    await store.finish()
  }

  @Test func theLimitsAreTheStoreDefaults() {
    let store = TestStore(initial: ChainState(), behavior: chainBehavior)
    let reference = Store(initial: ChainState(), behavior: chainBehavior)
    #expect(store.cascadeLimit == reference.cascadeLimit)
    #expect(store.effectChainLimit == reference.effectChainLimit)
  }
}
