import Testing

@testable import SwiftRex

/// Each child's place in the parent, said once and used for both the behaviour and the view.
private enum ParentScope {
  static let counter = Relay.Empty.action(\ParentAction.counter).state(\ParentState.counter)
  static let optionalCounter = Relay.Empty.action(\ParentAction.optionalCounter).state(
    \ParentState.optionalCounter)
  static let rows = Relay.Empty.action(\ParentAction.element).elements(\ParentState.rows)
  static let rowsWithEnvironment = rows.environment { (_: ParentEnvironment) in () }
}

@MainActor
@Suite("StoreProjection through a scope")
struct ScopedProjectionTests {
  private func parentStore(_ state: ParentState = ParentState()) -> Store<
    ParentAction, ParentState, ParentEnvironment
  > {
    let behavior = Behavior<ParentAction, ParentState, ParentEnvironment>.combine(
      counterBehavior.lift(ParentScope.counter),
      counterBehavior.lift(ParentScope.optionalCounter),
      rowBehavior.liftCollection(ParentScope.rowsWithEnvironment)
    )
    return Store(initial: state, behavior: behavior, environment: ParentEnvironment())
  }

  @Test func theScopeALiftUsesGivesTheViewOfThatChild() throws {
    let store = parentStore()
    let counter = try #require(store.projection(ParentScope.counter))
    counter.dispatch(.add(3))
    #expect(counter.state.count == 3)
    #expect(store.state.counter.count == 3)
  }

  @Test func aCompleteScopeGivesTheSameViewAndTheChildsEnvironment() throws {
    let scope = Relay.Empty.action(\ParentAction.counter).state(\ParentState.counter)
      .environment(\ParentEnvironment.counterEnvironment)
    let store = parentStore()
    let counter = try #require(store.projection(scope))
    counter.dispatch(.increment)
    #expect(store.state.counter.count == 1)
    #expect(scope.environment(ParentEnvironment(counterEnvironment: 9)) == 9)
  }

  @Test func anOptionalChildHasAViewOnlyWhileItExists() throws {
    let store = parentStore()
    #expect(store.projection(ParentScope.optionalCounter) == nil)
    let present = parentStore(ParentState(optionalCounter: CounterState(count: 1)))
    let child = try #require(present.projection(ParentScope.optionalCounter))
    child.dispatch(.increment)
    #expect(child.state.count == 2)
    #expect(present.state.optionalCounter?.count == 2)
  }

  @Test func anElementHasAViewByIdAndAnAbsentIdHasNone() throws {
    let store = parentStore(ParentState(rows: [Row(id: 1), Row(id: 2)]))
    #expect(store.projection(9, in: ParentScope.rows) == nil)
    #expect(store.projection(9, in: ParentScope.rowsWithEnvironment) == nil)
    let second = try #require(store.projection(2, in: ParentScope.rows))
    second.dispatch(.add(5))
    #expect(second.state.counter.count == 5)
    #expect(store.state.rows.map(\.counter.count) == [0, 5])
    let first = try #require(store.projection(1, in: ParentScope.rowsWithEnvironment))
    first.dispatch(.decrement)
    #expect(store.state.rows.map(\.counter.count) == [-1, 5])
  }
}
