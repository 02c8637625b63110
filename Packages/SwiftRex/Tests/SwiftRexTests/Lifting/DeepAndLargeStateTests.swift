import Testing

@testable import SwiftRex

/// An action that wraps itself: each lift peels one `.child` layer off, so a behaviour lifted
/// a hundred times runs for an action nested a hundred deep.
private indirect enum NestedAction: Equatable, Sendable {
  case increment
  case incremented
  case child(NestedAction)

  static let childPrism = Prism<NestedAction, NestedAction>(
    preview: { if case .child(let inner) = $0 { inner } else { nil } },
    review: { .child($0) })

  /// `action` wrapped in `depth` layers of `.child`.
  static func nested(_ action: NestedAction, depth: Int) -> NestedAction {
    (0..<depth).reduce(action) { inner, _ in .child(inner) }
  }
}

private struct Tally: Equatable, Sendable {
  var increments = 0
  var confirmations = 0
}

private let tallyBehavior = Behavior<NestedAction, Tally, Void> { action, _ in
  switch action {
  case .increment:
    .reduce { $0.increments += 1 }.produce { _ in .just(.incremented) }
  case .incremented:
    .reduce { $0.confirmations += 1 }
  case .child:
    .doNothing
  }
}

private struct Cell: Identifiable, Equatable, Sendable {
  var id: Int
  var counter = CounterState()
}

private enum GridAction: Equatable, Sendable, HasCasePrisms {
  case cell(ElementAction<Int, CounterAction>)

  var cell: ElementAction<Int, CounterAction>? {
    if case .cell(let action) = self { return action }
    return nil
  }

  static var casePrisms: CasePrismTable<GridAction> {
    var table = CasePrismTable<GridAction>()
    table.add(\.cell, Prism(preview: { $0.cell }, review: { .cell($0) }))
    return table
  }
}

private struct Grid: Equatable, Sendable {
  var cells: IdentifiedArrayOf<Cell>
  var plain: [Int]
}

@MainActor
@Suite struct DeepAndLargeStateTests {
  @Test func aChildLiftedAHundredLevelsDeepRunsAndItsEffectComesBackUp() async {
    let depth = 100
    var behavior = tallyBehavior
    for _ in 0..<depth {
      behavior = behavior.lift(Relay.Empty.action(NestedAction.childPrism).state(\Tally.self))
    }
    let store = Store(initial: Tally(), behavior: behavior)
    store.dispatch(.nested(.increment, depth: depth))
    #expect(store.state.increments == 1)
    await store.effectsFinished()
    // The effect's action was embedded back through all hundred layers, then peeled again.
    #expect(store.state == Tally(increments: 1, confirmations: 1))
    // An action not nested deep enough reaches no layer that handles it.
    store.dispatch(.nested(.increment, depth: depth - 1))
    #expect(store.state.increments == 1)
  }

  @Test func aMillionElementStateTakesDispatchesInPlace() {
    let count = 1_000_000
    let cellBehavior: Behavior<CounterAction, Cell, Void> = counterBehavior.lift(
      Relay.Empty.action(Prism<CounterAction, CounterAction>.identity).state(\Cell.counter))
    let behavior: Behavior<GridAction, Grid, Void> = cellBehavior.liftCollection(
      action: \.cell, stateContainer: \.cells)
    let initial = Grid(
      cells: IdentifiedArrayOf(uniqueElements: (0..<count).map { Cell(id: $0) }),
      plain: Array(repeating: 0, count: count))
    let store = Store(initial: initial, behavior: behavior)
    for id in [0, count / 2, count - 1, count / 2] {
      store.dispatch(.cell(ElementAction(id: id, action: .increment)))
    }
    #expect(store.state.cells.count == count)
    #expect(store.state.cells[id: 0]?.counter.count == 1)
    #expect(store.state.cells[id: count / 2]?.counter.count == 2)
    #expect(store.state.cells[id: count - 1]?.counter.count == 1)
    #expect(store.state.cells[id: 1]?.counter.count == 0)
    // An id that is not there is reported and ignored, not a crash.
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.cell(ElementAction(id: count, action: .increment)))
    }
    #expect(warnings.all.count == 1)
    #expect(store.state.cells.count == count)
  }
}
