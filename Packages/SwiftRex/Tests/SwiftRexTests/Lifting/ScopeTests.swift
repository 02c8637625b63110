import Testing

@testable import SwiftRex

// Every kind of child — single, element, presented, screen — through one scope type, with an
// environment lane: one `lift` overload lifts each and hands it its own environment, and the two
// `projection` overloads give a view of each.

private enum Probe: Equatable, Sendable {
  case read
  case got(Int)
}

private struct Slot: Identifiable, Equatable, Sendable {
  var id = 0
  var got: Int?
}

@Prisms
private enum BoardAction: Sendable {
  case child(Probe)
  case rows(ElementAction<Int, Probe>)
  case sheet(PresentationAction<Probe>)
  case path(StackAction<Slot, Probe>)
}

private struct BoardState: Sendable {
  var child = Slot()
  var rows: IdentifiedArrayOf<Slot> = [Slot(id: 1)]
  @Presents var sheet: Slot? = Slot()
  var path: StackState<Slot> = [Slot()]
}

/// A different number for each kind, so a child given another kind's environment shows.
private struct BoardEnvironment: Sendable {
  var child = 1
  var rows = 2
  var sheet = 3
  var path = 4
}

private enum Board {
  static let child = Relay.Empty.action(\BoardAction.child).state(\BoardState.child)
    .environment(\BoardEnvironment.child)
  static let rows = Relay.Empty.action(\BoardAction.rows).elements(\BoardState.rows)
    .environment(\BoardEnvironment.rows)
  static let sheet = Relay.Empty.action(\BoardAction.sheet).presentation(\BoardState.$sheet)
    .environment(\BoardEnvironment.sheet)
  static let path = Relay.Empty.action(\BoardAction.path).stack(\BoardState.path)
    .environment(\BoardEnvironment.path)
}

/// Reads its environment into its state.
private let slot = Behavior<Probe, Slot, Int> { action, _ in
  switch action {
  case .read: .produce { ctx in .just(.got(ctx.environment)) }
  case .got(let value): .reduce { $0.got = value }
  }
}

@MainActor
@Suite("One scope type for every kind of child")
struct ScopeTests {
  private func boardStore() -> Store<BoardAction, BoardState, BoardEnvironment> {
    let behavior = Behavior<BoardAction, BoardState, BoardEnvironment>.combine(
      slot.lift(Board.child), slot.lift(Board.rows), slot.lift(Board.sheet), slot.lift(Board.path))
    return Store(initial: BoardState(), behavior: behavior, environment: BoardEnvironment())
  }

  @Test func oneLiftGivesEveryKindItsOwnEnvironment() async {
    let store = boardStore()
    store.dispatch(.child(.read))
    store.dispatch(.rows(ElementAction(id: 1, action: .read)))
    store.dispatch(.sheet(.presented(.read)))
    store.dispatch(.path(.element(id: 0, action: .read)))
    await store.effectsFinished()
    #expect(store.state.child.got == 1)
    #expect(store.state.rows[id: 1]?.got == 2)
    #expect(store.state.sheet?.got == 3)
    #expect(store.state.path[id: 0]?.got == 4)
  }

  @Test func theTwoProjectionsGiveAViewOfEveryKind() throws {
    let store = boardStore()
    try #require(store.projection(Board.child)).dispatch(.got(10))
    try #require(store.projection(Board.sheet)).dispatch(.got(30))
    try #require(store.projection(1, in: Board.rows)).dispatch(.got(20))
    try #require(store.projection(0, in: Board.path)).dispatch(.got(40))
    #expect(store.state.child.got == 10)
    #expect(store.state.rows[id: 1]?.got == 20)
    #expect(store.state.sheet?.got == 30)
    #expect(store.state.path[id: 0]?.got == 40)
    #expect(store.projection(2, in: Board.rows) == nil)
    #expect(store.projection(1, in: Board.path) == nil)
  }

  @Test func aScopeReadsItsLanesAndItsEnvironment() {
    let environment = BoardEnvironment()
    #expect(Board.sheet.environment(environment) == 3)
    #expect(Board.path.environment(environment) == 4)
    #expect(BoardState()[keyPath: Board.path.stack].count == 1)
    #expect(BoardState()[keyPath: Board.sheet.presentation].wrappedValue == Slot())
    guard case .child(.got(5)) = Board.child.action.embed(.got(5)) else {
      Issue.record("the action lane embeds into another case")
      return
    }
  }
}
