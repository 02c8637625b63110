@_spi(SwiftRexInternals) import SwiftRex
@_spi(SwiftRexInternals) import SwiftRexRecording
import Testing

/// A branch from a past step continues from that step as if the steps after it had not happened:
/// the effects it was waiting for keep running and their answers arrive, wherever they were
/// delivered meanwhile; nothing an effect sends while travelling is lost.
@MainActor
@Suite struct TimeTravelBranchTests {
  @Test func aLoadInFlightAtTheShownStepStillAnswersTheBranch() async throws {
    let gate = Gate()
    let (store, travel) = travellingStore(gate: gate)
    store.dispatch(.load)  // step 1: the load is in flight
    store.dispatch(.increment)  // step 2
    try travel.undo()
    store.dispatch(.increment)  // a branch from step 1
    #expect(travel.entries.map(\.action) == [nil, .load, .increment])
    gate.open()
    #expect(await store.effectsFinished(within: .seconds(60)))
    #expect(store.state == TravelState(count: 1, loaded: [42]))
    #expect(travel.entries.map(\.action) == [nil, .load, .increment, .loaded(42)])
  }

  @Test func anAnswerInADiscardedStepIsDeliveredAgainInTheBranch() async throws {
    let gate = Gate()
    let (store, travel) = travellingStore(gate: gate)
    store.dispatch(.load)  // step 1
    gate.open()
    #expect(await store.effectsFinished(within: .seconds(60)))  // step 2: loaded(42)
    store.dispatch(.increment)  // step 3
    try travel.goto(1)
    #expect(store.state.loaded.isEmpty)
    store.dispatch(.increment)  // a branch from step 1, which was waiting for the load
    #expect(store.state == TravelState(count: 1, loaded: [42]))
    #expect(travel.entries.map(\.action) == [nil, .load, .increment, .loaded(42)])
    #expect(travel.entries.map(\.step) == [0, 1, 2, 3])
  }

  @Test func anAnswerHeldWhileTravellingIsDeliveredInTheBranch() async throws {
    let gate = Gate()
    let (store, travel) = travellingStore(gate: gate)
    store.dispatch(.load)  // step 1
    store.dispatch(.increment)  // step 2
    try travel.undo()
    gate.open()
    #expect(await store.effectsFinished(within: .seconds(60)))
    #expect(travel.heldCount == 1)
    store.dispatch(.increment)  // a branch from step 1
    #expect(travel.heldCount == 0)
    #expect(store.state == TravelState(count: 1, loaded: [42]))
    #expect(travel.entries.map(\.action) == [nil, .load, .increment, .loaded(42)])
  }

  @Test func answersToStepsTheBranchDiscardsAreNotDeliveredAgain() async throws {
    let gate = Gate()
    let (store, travel) = travellingStore(gate: gate)
    store.dispatch(.increment)  // step 1
    store.dispatch(.load)  // step 2
    gate.open()
    #expect(await store.effectsFinished(within: .seconds(60)))  // step 3: loaded(42)
    try travel.goto(1)
    store.dispatch(.increment)
    #expect(store.state == TravelState(count: 2))
    #expect(travel.entries.map(\.action) == [nil, .increment, .increment])
  }

  @Test func aBranchIsAnnouncedOnceAfterItsActionIsProcessed() throws {
    let (store, travel) = travellingStore()
    var announced: [Int] = []
    travel.onBranch = { announced.append(store.state.count) }
    store.dispatch(.increment)
    store.dispatch(.increment)
    #expect(announced.isEmpty)
    try travel.goto(0)
    store.dispatch(.increment)
    store.dispatch(.increment)
    #expect(announced == [1])
  }

  /// `--history 2` used to hold at most two answers, so a load's answer could be pushed out and
  /// the app stayed loading for good.
  @Test func nothingHeldIsDroppedHoweverSmallTheLimit() async throws {
    let gate = Gate()
    let (store, travel) = travellingStore(limit: 2, gate: gate)
    for _ in 0..<3 { store.dispatch(.load) }
    store.dispatch(.increment)  // steps 3 and 4 kept
    try travel.undo()
    for _ in 0..<3 { gate.open() }
    #expect(await store.effectsFinished(within: .seconds(60)))
    #expect(travel.heldCount == 3)
    try travel.redo()
    #expect(store.state == TravelState(count: 1, loaded: [42, 42, 42]))
  }
}
