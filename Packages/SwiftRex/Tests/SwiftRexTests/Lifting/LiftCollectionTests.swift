import Testing

@testable import SwiftRex

private enum ListAction: Sendable, HasCasePrisms {
  case row(ElementAction<Int, CounterAction>)
  case add(Int)
  case remove(Int)

  var row: ElementAction<Int, CounterAction>? {
    if case .row(let action) = self { return action }
    return nil
  }
  static var casePrisms: CasePrismTable<ListAction> {
    var table = CasePrismTable<ListAction>()
    table.add(\.row, Prism(preview: { $0.row }, review: { .row($0) }))
    return table
  }
}

private struct ListState: Equatable, Sendable {
  var rows: IdentifiedArrayOf<Row> = []
}

extension ListState {
  /// The rows through a computed property, as a state that derives its list exposes it.
  fileprivate var shownRows: IdentifiedArrayOf<Row> {
    get { rows }
    set { rows = newValue }
  }
}

/// Rows whose `.reset` starts a slow effect that reports back.
private let slowRow = Behavior<CounterAction, Row, Void> { action, _ in
  switch action {
  case .reset:
    .produce { _ in
      Effect { send in
        try? await send.clock.sleep(for: .seconds(1))
        await send(.add(1000))
      }
    }
  default: .doNothing
  }
}

private let listBehavior = Behavior<ListAction, ListState, Void>.combine(
  rowBehavior.liftCollection(action: \.row, stateContainer: \.rows),
  slowRow.liftCollection(action: \.row, stateContainer: \.rows),
  .reduce { action, state in
    switch action {
    case .add(let id): state.rows.append(Row(id: id))
    case .remove(let id): state.rows[id: id] = nil
    case .row: break
    }
  }
)

@MainActor
@Suite("liftCollection")
struct LiftCollectionTests {
  @Test func elementActionsReachTheirElementById() {
    let store = Store(initial: ListState(), behavior: listBehavior)
    for id in [1, 2, 3] { store.dispatch(.add(id)) }
    store.dispatch(.row(ElementAction(id: 2, action: .increment)))
    store.dispatch(.row(ElementAction(id: 2, action: .add(5))))
    store.dispatch(.row(ElementAction(id: 3, action: .decrement)))
    #expect(store.state.rows.map(\.counter.count) == [0, 6, -1])
  }

  @Test func anActionForAnUnknownIdIsReportedAndIgnored() {
    let store = Store(initial: ListState(), behavior: listBehavior)
    store.dispatch(.add(1))
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.row(ElementAction(id: 9, action: .increment)))
    }
    #expect(store.state.rows.map(\.counter.count) == [0])
    #expect(warnings.all.count == 2)  // one per lifted behaviour that looked for it
    #expect(warnings.all.allSatisfy { $0.contains("no element with id 9") })
  }

  @Test func anUnknownIdInACollectionThroughAComputedKeyPathNamesItWithoutAnAddress() {
    let store = Store(
      initial: ListState(),
      behavior: rowBehavior.liftCollection(action: \ListAction.row, stateContainer: \ListState.shownRows))
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.row(ElementAction(id: 9, action: .increment)))
    }
    #expect(warnings.all.count == 1)
    #expect(
      warnings.all.first?.contains(#"no element with id 9 in \ListState.<computed "#) == true,
      "\(warnings.all)")
    #expect(warnings.all.first?.contains("0x") == false, "\(warnings.all)")
  }

  @Test func aRemovedElementsEffectsAreCancelledAndNeverDeliver() async {
    let clock = ManualClock()
    let store = Store(initial: ListState(), behavior: listBehavior, clock: clock)
    store.dispatch(.add(1))
    store.dispatch(.add(2))
    store.dispatch(.row(ElementAction(id: 1, action: .reset)))
    store.dispatch(.row(ElementAction(id: 2, action: .reset)))
    await eventually("both sleep") { clock.sleeperCount == 2 }
    store.dispatch(.remove(1))
    #expect(store.effectsInFlight == 1)
    clock.advance(by: .seconds(1))
    await store.effectsFinished()
    #expect(store.state.rows.map(\.counter.count) == [1000])
    #expect(store.state.rows.ids == [2])
  }

  @Test func anElementReAddedWithTheSameIdDoesNotReceiveTheOldEffect() async {
    let clock = ManualClock()
    let store = Store(initial: ListState(), behavior: listBehavior, clock: clock)
    store.dispatch(.add(1))
    store.dispatch(.row(ElementAction(id: 1, action: .reset)))
    await eventually("sleeping") { clock.sleeperCount == 1 }
    store.dispatch(.remove(1))
    store.dispatch(.add(1))
    clock.advance(by: .seconds(1))
    await store.effectsFinished()
    #expect(store.state.rows.map(\.counter.count) == [0])
  }
}
