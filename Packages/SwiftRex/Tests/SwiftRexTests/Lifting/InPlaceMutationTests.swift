import Testing

@testable import SwiftRex

/// Mutations happen in place: proven by buffer identity, not by timing.
@MainActor
@Suite("In-place mutation")
struct InPlaceMutationTests {
  private func address(_ array: [Int]) -> UnsafeRawPointer? {
    array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test func aLargeArrayKeepsItsBufferAcrossActionsThatDoNotTouchIt() {
    let behavior = Behavior<ParentAction, ParentState, Void>.combine(
      counterBehavior.lift(.action(\.counter).state(\.counter)),
      counterBehavior.lift(.action(\.optionalCounter).state(\.optionalCounter))
    )
    let store = Store(
      initial: ParentState(optionalCounter: CounterState(), big: Array(0..<100_000)), behavior: behavior)
    let before = address(store.state.big)
    for _ in 0..<100 {
      store.dispatch(.counter(.increment))
      store.dispatch(.optionalCounter(.increment))
    }
    #expect(store.state.counter.count == 100)
    #expect(address(store.state.big) == before)
  }

  @Test func aLargeArrayThatIsMutatedIsMutatedInPlace() {
    let behavior = Behavior<CounterAction, ParentState, Void>.reduce { _, state in state.big.append(1) }
    var initial = ParentState()
    initial.big.reserveCapacity(1_000)
    let store = Store(initial: initial, behavior: behavior)
    store.dispatch(.increment)
    let before = address(store.state.big)
    for _ in 0..<500 { store.dispatch(.increment) }
    #expect(address(store.state.big) == before)
  }

  @Test func aHandlerThatDoesNotKeepTheContextMutatesInPlace() {
    let behavior = Behavior<CounterAction, ParentState, Void> { _, context in
      context.state.big.count > 10_000 ? .doNothing : .reduce { $0.big.append(1) }
    }
    var initial = ParentState()
    initial.big.reserveCapacity(1_000)
    let store = Store(initial: initial, behavior: behavior)
    store.dispatch(.increment)
    let before = address(store.state.big)
    for _ in 0..<500 { store.dispatch(.increment) }
    #expect(store.state.big.count == 501)
    #expect(address(store.state.big) == before)
  }

  @Test func anOptionalChildsBufferIsMutatedInPlace() {
    let behavior: Behavior<ParentAction, ParentState, Void> = Behavior<CounterAction, [Int], Void>
      .reduce { _, numbers in numbers.append(1) }
      .lift(.action(\.counter).state(\.optionalNumbers))
    var initial = ParentState()
    var numbers = [Int]()
    numbers.reserveCapacity(1_000)
    initial.optionalNumbers = numbers
    let store = Store(initial: initial, behavior: behavior)
    store.dispatch(.counter(.increment))
    let before = store.state.optionalNumbers.flatMap(address)
    for _ in 0..<500 { store.dispatch(.counter(.increment)) }
    #expect(store.state.optionalNumbers?.count == 501)
    #expect(store.state.optionalNumbers.flatMap(address) == before)
  }

  @Test func anElementsBufferIsMutatedInPlace() {
    let behavior: Behavior<ParentAction, ParentState, Void> = Behavior<CounterAction, Row, Void>
      .reduce { _, row in row.numbers.append(1) }
      .liftCollection(action: \.element, stateContainer: \.rows)
    var row = Row(id: 1)
    row.numbers.reserveCapacity(1_000)
    let store = Store(initial: ParentState(rows: [Row(id: 0), row, Row(id: 2)]), behavior: behavior)
    store.dispatch(.element(ElementAction(id: 1, action: .increment)))
    let before = store.state.rows[id: 1].map { address($0.numbers) }
    for _ in 0..<500 { store.dispatch(.element(ElementAction(id: 1, action: .increment))) }
    #expect(store.state.rows[id: 1]?.numbers.count == 501)
    #expect(store.state.rows[id: 1].map { address($0.numbers) } == before)
  }
}
