import Foundation
import SwiftRex
import SwiftRexRecording
import Testing

@MainActor
@Suite struct ReplayerTests {
  private func replay(_ data: Data, redacting: Bool = false) throws -> (
    ReplayOutcome, EffectCounter, VaultState
  ) {
    let recording = try Recording<VaultAction, VaultState>.parse(data)
    let counter = EffectCounter()
    let store = Store(initial: recording.initialState, behavior: vaultBehavior, environment: counter)
    let outcome =
      redacting
      ? Replayer.replay(recording, on: store, redactState: redactPassword)
      : Replayer.replay(recording, on: store)
    return (outcome, counter, store.state)
  }

  @Test func replaysToTheRecordedStateWithoutRunningAnyEffect() async throws {
    let data = try await recordVault { store in
      store.dispatch(.increment)
      store.dispatch(.load)
      await store.effectsFinished()
      store.dispatch(.echo)
    }
    let (outcome, counter, state) = try replay(data)
    #expect(outcome == .matched(actions: 5))
    // The loaded value came from the recording: the effect that fetched it never ran again, and
    // the `.just` was not answered twice.
    #expect(counter.runs == 0)
    #expect(state == VaultState(count: 1, loaded: [42], echoes: 1))
  }

  @Test func aReplayStartsNoSubscriptionEvenWhereTheStateDeclaresOne() async throws {
    let data = try await recordVault { store in
      store.dispatch(.increment)
    }
    let recording = try Recording<VaultAction, VaultState>.parse(data)
    // The same app with a ticker wanted while the count is positive, as after the first action.
    let ticking = vaultBehavior.subscriptions { (state: VaultState) in
      state.count > 0
        ? [
          Subscription<VaultAction, VaultState, EffectCounter>(id: "ticker") { context in
            Effect { _ in await context.environment.ran() }
          }
        ] : []
    }
    let counter = EffectCounter()
    var initial = recording.initialState
    initial.count = 0
    let store = Store(initial: initial, behavior: ticking, environment: counter, runsSubscriptions: false)
    #expect(Replayer.replay(recording, on: store) == .matched(actions: 1))
    #expect(store.state.count == 1)
    #expect(store.runningSubscriptions.isEmpty)
    await store.effectsFinished()
    #expect(counter.runs == 0)
  }

  @Test func aRedactedRunReplaysWhenTheReplayRedactsTheSameWay() async throws {
    let data = try await recordVault(redacting: true) { store in
      store.dispatch(.typePassword("hunter2"))
    }
    #expect(try replay(data, redacting: true).0 == .matched(actions: 1))
  }

  @Test func reportsTheFirstDivergenceWithItsActionSourceAndDiff() async throws {
    let data = try await recordVault { store in
      store.dispatch(.increment)
      store.dispatch(.increment)
      store.dispatch(.increment)
    }
    // A hand-edited checkpoint: the second action claims a count of 7.
    var lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    lines[2] = lines[2].replacingOccurrences(of: #""count":2"#, with: #""count":7"#)
    let edited = Data((lines.joined(separator: "\n") + "\n").utf8)
    guard case .diverged(let divergence) = try replay(edited).0 else {
      Issue.record("the edited recording replayed as matching")
      return
    }
    #expect(divergence.line == 3)
    #expect(divergence.index == 1)
    #expect(divergence.action == "increment")
    #expect(divergence.source?.file == "SwiftRexRecordingTests/ReplayerTests.swift")
    #expect(divergence.diff.contains("−     count: 7") || divergence.diff.contains("−   count: 7"))
    #expect(divergence.diff.contains("count: 2"))
    #expect(
      divergence.description.hasPrefix("The replay diverged at line 3 of the recording, after action 1"))
  }

  @Test func aDifferentFinalStateIsADivergenceAtTheLastLine() async throws {
    let data = try await recordVault(checkpoints: .every(0)) { store in
      store.dispatch(.increment)
    }
    let edited = Data(
      String(decoding: data, as: UTF8.self).replacingOccurrences(
        of: #""finalState":{"count":1"#, with: #""finalState":{"count":5"#
      )
      .utf8)
    guard case .diverged(let divergence) = try replay(edited).0 else {
      Issue.record("the edited recording replayed as matching")
      return
    }
    #expect(divergence.line == 3)
    #expect(divergence.index == nil)
  }

  @Test func aStoreNotStartingFromTheRecordedStateDivergesAtTheHeader() async throws {
    let data = try await recordVault { store in store.dispatch(.increment) }
    let recording = try Recording<VaultAction, VaultState>.parse(data)
    let store = Store(initial: VaultState(count: 3), behavior: vaultBehavior, environment: EffectCounter())
    guard case .diverged(let divergence) = Replayer.replay(recording, on: store) else {
      Issue.record("a store with another initial state replayed as matching")
      return
    }
    #expect(divergence.line == 1)
  }

  @Test func fillingInStatesGivesTheStatesTheRecorderLeftOut() async throws {
    let run: (Store<VaultAction, VaultState, EffectCounter>) async -> Void = { store in
      store.dispatch(.increment)
      store.dispatch(.load)
      await store.effectsFinished()
      store.dispatch(.echo)
      store.dispatch(.increment)
    }
    let sparse = try Recording<VaultAction, VaultState>.parse(
      try await recordVault(checkpoints: .every(3), run))
    let full = try Recording<VaultAction, VaultState>.parse(try await recordVault(run))
    #expect(sparse.actions.map { $0.state == nil } == [true, true, false, true, true, false])
    let store = Store(initial: sparse.initialState, behavior: vaultBehavior, environment: EffectCounter())
    guard case .success(let filled) = Replayer.fillingInStates(of: sparse, on: store) else {
      Issue.record("the recording did not replay")
      return
    }
    #expect(filled.actions.map(\.state) == full.actions.map(\.state))
    // Nothing ran again: the answers came from the recording.
    #expect(store.environment.runs == 0)
  }

  @Test func fillingInStatesRefusesARecordingThatDoesNotReplay() async throws {
    let data = try await recordVault(checkpoints: .every(2)) { store in
      for _ in 0..<4 { store.dispatch(.increment) }
    }
    // The kept state after the second action claims a count of 7.
    let edited = Data(
      String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""count":2"#, with: #""count":7"#).utf8)
    let recording = try Recording<VaultAction, VaultState>.parse(edited)
    let store = Store(initial: recording.initialState, behavior: vaultBehavior, environment: EffectCounter())
    guard case .failure(let divergence) = Replayer.fillingInStates(of: recording, on: store) else {
      Issue.record("a recording whose kept state was edited was filled in")
      return
    }
    #expect(divergence.line == 3)
    #expect(divergence.index == 1)
  }
}
