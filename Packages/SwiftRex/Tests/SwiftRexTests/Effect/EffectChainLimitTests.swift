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
    await RuntimeWarnings.withHandler(warnings.record) {
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
    await RuntimeWarnings.withHandler(warnings.record) {
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
    await RuntimeWarnings.withHandler(warnings.record) {
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
    await RuntimeWarnings.withHandler(warnings.record) {
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

private enum CountdownAction: Equatable, Sendable {
  /// Counts down by a synchronous effect.
  case chain(Int)
  /// Counts down by a synchronous step (to `relay`) then an async hop (back to `hop`).
  case hop(Int)
  case relay(Int)
}

private struct CountdownState: Equatable, Sendable {
  var reached: Int?
  var steps = 0
  var relays = 0
}

private let countdownBehavior = Behavior<CountdownAction, CountdownState, Void> { action, _ in
  switch action {
  case .chain(let n):
    guard n > 0 else { return .reduce { $0.reached = 0 } }
    return .reduce { $0.steps += 1 }.produce { _ in .just(.chain(n - 1)) }
  case .hop(let n):
    guard n > 0 else { return .reduce { $0.reached = 0 } }
    return .reduce { $0.steps += 1 }.produce { _ in .just(.relay(n)) }
  case .relay(let n):
    return .reduce { $0.relays += 1 }.produce { _ in Effect { send in await send(.hop(n - 1)) } }
  }
}

@MainActor
@Suite struct SynchronousChainTests {
  @Test func aLongChainOfSynchronousEffectsReachesItsEnd() {
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(warnings.record) {
      let store = Store(initial: CountdownState(), behavior: countdownBehavior)
      store.dispatch(.chain(50_000))
      #expect(store.state.reached == 0)
      #expect(store.state.steps == 50_000)
    }
    #expect(warnings.all.isEmpty)
  }

  @Test func aRunawaySynchronousChainIsCutByTheCascadeLimitAndSaysSo() {
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(warnings.record) {
      let store = Store(initial: CountdownState(), behavior: countdownBehavior)
      store.cascadeLimit = 100
      store.effectChainLimit = 10
      store.dispatch(.chain(1_000))
      // The dispatched action and 100 queued ones.
      #expect(store.state.steps == 101)
    }
    #expect(warnings.all.count == 1)
    let message = warnings.all.first ?? ""
    #expect(message.contains("cascadeLimit"))
    #expect(message.contains("synchronous effects"))
    #expect(!message.contains("effectChainLimit"))
  }

  @Test func onlyAsyncHopsCountTowardsTheEffectChainLimit() async {
    let warnings = WarningLog()
    await RuntimeWarnings.withHandler(warnings.record) {
      let store = Store(initial: CountdownState(), behavior: countdownBehavior)
      // Every hop goes through a synchronous relay: were those counted, the chain would be cut
      // half way.
      store.effectChainLimit = 10
      store.dispatch(.hop(10))
      await store.effectsFinished()
      #expect(store.state.reached == 0)
      #expect(store.state.relays == 10)
    }
    #expect(warnings.all.isEmpty)
  }

  @Test func theEffectChainWarningNamesTheAsyncHops() async {
    let warnings = WarningLog()
    await RuntimeWarnings.withHandler(warnings.record) {
      let store = Store(initial: CountdownState(), behavior: countdownBehavior)
      store.effectChainLimit = 5
      store.dispatch(.hop(100))
      await store.effectsFinished()
      #expect(store.state.reached == nil)
    }
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("across async hops") == true)
  }
}
