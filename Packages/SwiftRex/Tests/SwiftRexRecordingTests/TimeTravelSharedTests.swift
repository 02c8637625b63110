import SwiftRex
import SwiftRexRecording
import SwiftRexSharing
import Testing

/// Time travel over shared values (`@Shared`): they live outside the state, and a step shown
/// again brings them back too.
@MainActor
@Suite struct TimeTravelSharedTests {
  struct List: Equatable {
    @Shared(.inMemory("items")) var items: [String] = []
  }

  struct Badge: Equatable {
    @Shared(.inMemory("items")) var items: [String] = []
  }

  struct App: Equatable {
    var list = List()
    var badge = Badge()
  }

  @Test func undoAndRedoRestoreTheSharedValuesEveryHolderSees() throws {
    let container = SharedContainer()
    let (store, travel) = SharedContainer.withContainer(container) {
      let store = Store(
        initial: App(),
        behavior: Behavior<String, App, Void>.reduce { item, state in state.list.items.append(item) },
        environment: ())
      let travel = TimeTravel<String, App>()
      travel.attach(to: store)
      return (store, travel)
    }
    store.dispatch("a")
    store.dispatch("b")
    #expect(store.state.badge.items == ["a", "b"])

    try travel.undo()
    #expect(store.state.badge.items == ["a"])
    try travel.goto(0)
    #expect(store.state.list.items == [])
    try travel.goto(2)
    #expect(store.state.badge.items == ["a", "b"])
  }

  @Test func aStoreWithoutSharedValuesKeepsNoSnapshots() {
    let travel = SharedContainer.withContainer(SharedContainer()) {
      let store = Store(
        initial: 0, behavior: Behavior<Int, Int, Void>.reduce { step, count in count += step },
        environment: ())
      let travel = TimeTravel<Int, Int>()
      travel.attach(to: store)
      store.dispatch(1)
      return travel
    }
    #expect(travel.entries.allSatisfy { $0.shared == nil })
  }
}
