import Testing

@testable import SwiftRex

private enum PingAction: Equatable, Sendable {
  case ping
  case pingLater
}

private struct PingState: Equatable, Sendable {
  var pings = 0
  var stopAt = Int.max
}

/// Every ping answers with another through an async effect: without a guard, a loop that never
/// ends and never blocks, since each hop goes through a task.
private let pingBehavior = Behavior<PingAction, PingState, Void> { action, context in
  guard context.state.pings + 1 < context.state.stopAt else { return .reduce { $0.pings += 1 } }
  switch action {
  case .ping:
    return .reduce { $0.pings += 1 }.produce { _ in Effect { send in await send(.ping) } }
  case .pingLater:
    // Paced by the store's clock: a new chain after every wait.
    return .reduce { $0.pings += 1 }.produce { _ in Effect.just(.pingLater).delay(for: .zero) }
  }
}

@MainActor
@Suite struct EffectChainLimitTests {
  @Test func anAsyncLoopOfEffectsIsReportedAndCut() async {
    let warnings = WarningLog()
    await RuntimeWarnings.$handler.withValue(warnings.record) {
      let store = Store(initial: PingState(), behavior: pingBehavior)
      store.effectChainLimit = 20
      store.dispatch(.ping)
      await store.effectsFinished()
      // The dispatched ping (generation 0) and twenty answers; the twenty-first is dropped.
      #expect(store.state.pings == 21)
    }
    #expect(warnings.all.count == 1)
    let message = warnings.all.first ?? ""
    #expect(message.contains("ping dispatched from SwiftRexTests/EffectChainLimitTests.swift"))
    #expect(message.contains("generation 21"))
    #expect(message.contains("effectChainLimit"))
  }

  @Test func aChainWithinTheLimitRunsToItsEnd() async {
    let warnings = WarningLog()
    await RuntimeWarnings.$handler.withValue(warnings.record) {
      let store = Store(initial: PingState(stopAt: 20), behavior: pingBehavior)
      store.effectChainLimit = 20
      store.dispatch(.ping)
      await store.effectsFinished()
      #expect(store.state.pings == 20)
    }
    #expect(warnings.all.isEmpty)
  }

  @Test func aChainPacedByTheClockIsNotARunaway() async {
    let warnings = WarningLog()
    await RuntimeWarnings.$handler.withValue(warnings.record) {
      let store = Store(initial: PingState(stopAt: 50), behavior: pingBehavior)
      store.effectChainLimit = 3
      store.dispatch(.pingLater)
      await store.effectsFinished()
      #expect(store.state.pings == 50)
    }
    #expect(warnings.all.isEmpty)
  }

  @Test func eachDispatchStartsItsOwnChain() async {
    let warnings = WarningLog()
    await RuntimeWarnings.$handler.withValue(warnings.record) {
      let store = Store(initial: PingState(), behavior: pingBehavior)
      store.effectChainLimit = 5
      store.dispatch(.ping)
      await store.effectsFinished()
      store.dispatch(.ping)
      await store.effectsFinished()
      // Six pings per dispatch: generations do not carry over from one dispatch to the next.
      #expect(store.state.pings == 12)
    }
    #expect(warnings.all.count == 2)
  }
}
