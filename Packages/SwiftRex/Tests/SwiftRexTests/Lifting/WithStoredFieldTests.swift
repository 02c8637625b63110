import Testing

@testable import SwiftRex

// A child reached by its offset in the parent — a total slice, an optional one, a collection, a
// stack — between neighbours that must not move: a wrong offset writes over one of them.

@Prisms
private enum ShelfAction: Sendable {
  case middle(CounterAction)
  case optionalMiddle(CounterAction)
  case computedMiddle(CounterAction)
  case screens(StackAction<CounterState, CounterAction>)
}

private struct Shelf: Equatable, Sendable {
  var before = "before"
  var middle = CounterState()
  var optionalMiddle: CounterState? = CounterState()
  var screens: StackState<CounterState> = [CounterState(), CounterState()]
  var after = [1, 2, 3]

  /// The same optional slice through a computed property: no offset, the key-path runtime.
  var computedMiddle: CounterState? {
    get { optionalMiddle }
    set { optionalMiddle = newValue }
  }
}

@MainActor
@Suite("Reaching a child by its offset")
struct WithStoredFieldTests {
  @Test func aFieldIsChangedInPlaceAndItsNeighboursAreNot() {
    var shelf = Shelf()
    let offset = MemoryLayout<Shelf>.offset(of: \Shelf.middle)
    #expect(offset != nil)
    withStoredField(at: offset ?? 0, of: &shelf, as: CounterState.self) { $0.count = 41 }
    #expect(shelf.middle.count == 41)
    #expect(shelf.before == "before")
    #expect(shelf.after == [1, 2, 3])
  }

  @Test func anOptionalChildStoredInlineIsReducedWhereItIsAndOnlyWhileItExists() {
    let lane = Relay.StateLane(\Shelf.optionalMiddle)
    var shelf = Shelf()
    #expect(lane.modify(&shelf) { $0.count = 5 })
    #expect(shelf.optionalMiddle?.count == 5)
    #expect(shelf.middle.count == 0)
    #expect(shelf.after == [1, 2, 3])
    shelf.optionalMiddle = nil
    #expect(!lane.modify(&shelf) { $0.count = 6 })
    #expect(shelf.optionalMiddle == nil)
  }

  @Test func everyKindOfChildLiftedByOffsetReducesOnlyItsOwnSlice() {
    // The stored slices have offsets; the computed one takes the key-path runtime.
    #expect(MemoryLayout<Shelf>.offset(of: \Shelf.optionalMiddle) != nil)
    #expect(MemoryLayout<Shelf>.offset(of: \Shelf.screens) != nil)
    #expect(MemoryLayout<Shelf>.offset(of: \Shelf.computedMiddle) == nil)
    let behavior = Behavior<ShelfAction, Shelf, Void>.combine(
      counterBehavior.lift(.action(\.middle).state(\.middle)),
      counterBehavior.lift(.action(\.optionalMiddle).state(\.optionalMiddle)),
      counterBehavior.lift(.action(\.computedMiddle).state(\.computedMiddle)),
      counterBehavior.lift(.action(\.screens).stack(\.screens))
    )
    let store = Store(initial: Shelf(), behavior: behavior)
    let second = store.state.screens.ids[1]
    store.dispatch(.middle(.increment))
    store.dispatch(.optionalMiddle(.add(10)))
    store.dispatch(.computedMiddle(.add(100)))
    store.dispatch(.screens(.element(id: second, action: .add(3))))
    #expect(store.state.middle.count == 1)
    #expect(store.state.optionalMiddle?.count == 110)
    #expect(store.state.screens.map(\.count) == [0, 3])
    #expect(store.state.before == "before")
    #expect(store.state.after == [1, 2, 3])
  }
}
