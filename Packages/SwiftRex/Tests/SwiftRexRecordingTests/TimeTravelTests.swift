import Foundation
@_spi(SwiftRexInternals) import SwiftRex
@_spi(SwiftRexInternals) import SwiftRexRecording
import Testing

@MainActor
@Suite struct TimeTravelTests {
  @Test func undoRedoAndGotoMoveTheShownState() throws {
    let (store, travel) = travellingStore()
    for _ in 0..<3 { store.dispatch(.increment) }
    #expect(travel.steps == 0...3)
    #expect(travel.shownStep == 3)
    #expect(!travel.isTravelling)

    try travel.undo()
    #expect(store.state.count == 2)
    #expect(travel.shownStep == 2)
    #expect(travel.isTravelling)
    try travel.undo()
    #expect(store.state.count == 1)
    try travel.redo()
    #expect(store.state.count == 2)
    try travel.goto(0)
    #expect(store.state.count == 0)
    #expect(travel.shownEntry?.action == nil)
    try travel.goto(3)
    #expect(store.state.count == 3)
    #expect(!travel.isTravelling)
    #expect(travel.entries.map(\.action) == [nil, .increment, .increment, .increment])
    #expect(travel.entries.map(\.state.count) == [0, 1, 2, 3])
  }

  @Test func travellingTellsTheStoresObservers() throws {
    let (store, travel) = travellingStore()
    store.dispatch(.increment)
    var seen: [Int] = []
    let subscription = store.subscribe { seen.append($0.count) }
    try travel.undo()
    try travel.redo()
    #expect(seen == [0, 1])
    subscription.cancel()
  }

  @Test func theEndsOfTheHistoryAndUnknownStepsAreRefusedWithAMessage() throws {
    let (store, travel) = travellingStore()
    store.dispatch(.increment)
    #expect(throws: TimeTravelError.nothingToRedo(latest: 1)) { try travel.redo() }
    try travel.undo()
    #expect(throws: TimeTravelError.nothingToUndo(oldest: 0)) { try travel.undo() }
    let error = #expect(throws: TimeTravelError.self) { try travel.goto(7) }
    #expect(error?.description == "There is no step 7 in the history: it keeps steps 0 to 1.")
    #expect(store.state.count == 0)
    #expect(travel.shownStep == 0)
  }

  @Test func onlyTheLastLargeStepsAreKeptWithTheStepsAfterThem() throws {
    let store = Store(initial: TravelState(), behavior: travelBehavior, environment: Gate())
    // Each `watch` stands for a reload: new storage for a large part of the state.
    let travel = TimeTravel<TravelAction, TravelState>(largeStepLimit: 2) {
      if case .watch = $0 { true } else { false }
    }
    travel.attach(to: store)
    store.dispatch(.increment)  // 1
    store.dispatch(.watch(["a"]))  // 2
    store.dispatch(.increment)  // 3
    store.dispatch(.watch(["b"]))  // 4
    store.dispatch(.increment)  // 5
    #expect(travel.steps == 0...5)
    store.dispatch(.watch(["c"]))  // 6: a third, so the steps before the oldest of the last two go
    #expect(travel.steps == 4...6)
    #expect(travel.entries.map(\.state.watched) == [["b"], ["b"], ["c"]])
    store.dispatch(.increment)  // 7
    store.dispatch(.watch(["d"]))  // 8
    #expect(travel.steps == 6...8)
    try travel.goto(6)
    #expect(store.state.watched == ["c"])
    #expect(throws: TimeTravelError.nothingToUndo(oldest: 6)) { try travel.undo() }
  }

  @Test func aBranchForgetsTheLargeStepsItDiscards() throws {
    let store = Store(initial: TravelState(), behavior: travelBehavior, environment: Gate())
    let travel = TimeTravel<TravelAction, TravelState>(largeStepLimit: 2) {
      if case .watch = $0 { true } else { false }
    }
    travel.attach(to: store)
    store.dispatch(.watch(["a"]))  // 1
    store.dispatch(.watch(["b"]))  // 2
    try travel.goto(1)
    store.dispatch(.increment)  // 2 again: "b" is discarded, one large step is kept
    store.dispatch(.watch(["c"]))  // 3: two kept, nothing dropped
    #expect(travel.steps == 0...3)
    store.dispatch(.watch(["d"]))  // 4: a third
    #expect(travel.steps == 3...4)
  }

  @Test func largeStepsDroppedByTheCountLimitAreForgotten() {
    let store = Store(initial: TravelState(), behavior: travelBehavior, environment: Gate())
    let travel = TimeTravel<TravelAction, TravelState>(limit: 3, largeStepLimit: 2) {
      if case .watch = $0 { true } else { false }
    }
    travel.attach(to: store)
    store.dispatch(.watch(["a"]))  // 1
    for _ in 0..<4 { store.dispatch(.increment) }  // 2–5: step 1 falls out of the history
    store.dispatch(.watch(["b"]))  // 6
    #expect(travel.steps == 4...6)
    store.dispatch(.watch(["c"]))  // 7: two large steps kept, "a" no longer counts
    #expect(travel.steps == 5...7)
  }

  @Test func theLimitDropsTheOldestStepsAndNumbersStayAbsolute() throws {
    let (store, travel) = travellingStore(limit: 3)
    for _ in 0..<5 { store.dispatch(.increment) }
    #expect(travel.entries.map(\.step) == [3, 4, 5])
    #expect(travel.steps == 3...5)
    #expect(throws: TimeTravelError.unknownStep(1, kept: 3...5)) { try travel.goto(1) }
    try travel.goto(3)
    #expect(store.state.count == 3)
    #expect(throws: TimeTravelError.nothingToUndo(oldest: 3)) { try travel.undo() }
  }

  @Test func aLimitBelowOneKeepsOneStep() {
    let (store, travel) = travellingStore(limit: 0)
    #expect(travel.limit == 1)
    store.dispatch(.increment)
    store.dispatch(.increment)
    #expect(travel.entries.map(\.step) == [2])
    #expect(throws: TimeTravelError.nothingToUndo(oldest: 2)) { try travel.undo() }
  }

  @Test func entriesSayWhereEachActionCameFrom() async {
    let gate = Gate()
    let (store, travel) = travellingStore(gate: gate)
    store.dispatch(.load)
    gate.open()
    await store.effectsFinished()
    #expect(travel.entries.map(\.action) == [nil, .load, .loaded(42)])
    #expect(travel.entries.map(\.origin) == [nil, .dispatched, .effect])
    #expect(travel.entries[1].source.map { "\($0.file)" } == "SwiftRexRecordingTests/TimeTravelTests.swift")
  }

  @Test func whatEffectsDeliverWhileTravellingIsHeldAndDispatchedOnReturn() async throws {
    let gate = Gate()
    let (store, travel) = travellingStore(gate: gate)
    store.dispatch(.load)
    store.dispatch(.increment)
    try travel.undo()
    gate.open()
    await store.effectsFinished()
    // The load finished while step 1 was shown: nothing was processed.
    #expect(travel.heldCount == 1)
    #expect(store.state == TravelState(count: 0))
    #expect(travel.latestStep == 2)

    try travel.redo()
    #expect(travel.heldCount == 0)
    #expect(store.state == TravelState(count: 1, loaded: [42]))
    #expect(travel.entries.map(\.action) == [nil, .load, .increment, .loaded(42)])
    #expect(travel.entries.last?.origin == .effect)
    #expect(!travel.isTravelling)
  }

  @Test func aLifecycleActionAfterAJumpIsNeverAStep() throws {
    let (store, travel) = travellingStore()
    store.dispatch(.increment)
    try travel.undo()
    // A view shown by the jump appears: not a branch, not held.
    store.dispatch(.appeared)
    #expect(travel.heldCount == 0)
    #expect(travel.latestStep == 1)
    #expect(store.state.appearances == 0)
    // Back at the latest step, views shown again by the jump appear again: dropped too.
    try travel.goto(1)
    store.dispatch(.appeared)
    #expect(store.state == TravelState(count: 1))
    #expect(travel.entries.map(\.action) == [nil, .increment])
    // After an action that would branch, the lifecycle action is the app's own again: a step.
    store.dispatch(.increment)
    store.dispatch(.appeared)
    #expect(store.state == TravelState(count: 2, appearances: 1))
    #expect(travel.entries.map(\.action) == [nil, .increment, .increment, .appeared])
  }

  @Test func aDispatchFromThePastStartsABranch() async throws {
    let gate = Gate()
    let (store, travel) = travellingStore(TravelState(watched: ["a"]), gate: gate)
    store.dispatch(.watch(["a", "b"]))  // step 1
    store.dispatch(.load)  // step 2: a load in flight
    store.dispatch(.increment)  // step 3
    #expect(store.runningSubscriptions == [SubscriptionID("a"), SubscriptionID("b")])
    try travel.goto(0)
    store.dispatch(.appeared)  // dropped: a view the jump showed
    #expect(travel.heldCount == 0)
    // Shown, the past state's subscriptions were not reconciled: that waits for a branch.
    #expect(store.runningSubscriptions == [SubscriptionID("a"), SubscriptionID("b")])

    store.dispatch(.increment)
    #expect(travel.entries.map(\.step) == [0, 1])
    #expect(travel.entries.map(\.action) == [nil, .increment])
    #expect(travel.heldCount == 0)
    #expect(!travel.isTravelling)
    #expect(store.state == TravelState(count: 1, watched: ["a"]))
    #expect(store.runningSubscriptions == [SubscriptionID("a")])
    // The load was started after the shown step, for the discarded future: it was cancelled and
    // delivers nothing.
    gate.open()
    #expect(await store.effectsFinished(within: .seconds(60)))
    #expect(store.state.loaded.isEmpty)
    #expect(travel.latestStep == 1)
    // Step numbers go on from the branch point.
    store.dispatch(.increment)
    #expect(travel.entries.map(\.step) == [0, 1, 2])
  }

  @Test func aBranchRunsTheEffectsOfItsAction() async throws {
    let gate = Gate()
    let (store, travel) = travellingStore(gate: gate)
    store.dispatch(.increment)
    try travel.undo()
    store.dispatch(.load)
    gate.open()
    await store.effectsFinished()
    #expect(travel.entries.map(\.action) == [nil, .load, .loaded(42)])
    #expect(store.state.loaded == [42])
  }

  @Test func worksWithARecorderAttachedFirst() async throws {
    let file = TemporaryFile()
    let writer = try RecordingWriter(path: file.path) { Issue.record("unexpected write failure: \($0)") }
    let recorder = Recorder<VaultAction, VaultState>(writer: writer, app: "vault", appVersion: "1.0")
    let store = Store(initial: VaultState(), behavior: vaultBehavior, environment: EffectCounter())
    recorder.attach(to: store)
    let travel = TimeTravel<VaultAction, VaultState>()
    travel.attach(to: store)

    store.dispatch(.increment)
    store.dispatch(.load)
    try travel.undo()
    await store.effectsFinished()
    // Held by time travel, so not yet recorded either.
    #expect(recorder.count == 2)
    try travel.redo()
    store.dispatch(.echo)
    recorder.finish()

    let expected: [VaultAction] = [.increment, .load, .loaded(42), .echo, .echoed]
    #expect(travel.entries.compactMap(\.action) == expected)
    let recording = try Recording<VaultAction, VaultState>.parse(try file.contents())
    #expect(recording.actions.map(\.action) == expected)
    #expect(recording.finalState == store.state)
  }

  /// Each attaches by wrapping the observer already there, so the order only decides which sees
  /// an action first.
  @Test func aRecorderAttachedAfterTimeTravelKeepsItsObserver() async throws {
    let file = TemporaryFile()
    let writer = try RecordingWriter(path: file.path) { Issue.record("unexpected write failure: \($0)") }
    let recorder = Recorder<VaultAction, VaultState>(writer: writer, app: "vault", appVersion: "1.0")
    let store = Store(initial: VaultState(), behavior: vaultBehavior, environment: EffectCounter())
    let travel = TimeTravel<VaultAction, VaultState>()
    travel.attach(to: store)
    recorder.attach(to: store)
    store.dispatch(.increment)
    store.dispatch(.echo)
    recorder.finish()
    #expect(travel.entries.compactMap(\.action) == [.increment, .echo, .echoed])
    let recording = try Recording<VaultAction, VaultState>.parse(try file.contents())
    #expect(recording.actions.map(\.action) == [.increment, .echo, .echoed])
  }

  @Test func movingWhileTheStoreProcessesAnActionIsRefused() {
    let (store, travel) = travellingStore()
    store.dispatch(.increment)
    var refusal: TimeTravelError?
    let subscription = store.subscribe { _ in
      do throws(TimeTravelError) { try travel.undo() } catch { refusal = error }
    }
    store.dispatch(.increment)
    subscription.cancel()
    #expect(refusal == .busy)
    #expect(store.state.count == 2)
  }

  @Test func movingBeforeAttachingIsRefused() {
    let travel = TimeTravel<TravelAction, TravelState>()
    #expect(throws: TimeTravelError.detached) { try travel.goto(0) }
  }
}
