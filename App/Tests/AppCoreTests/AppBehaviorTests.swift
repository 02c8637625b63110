import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexArchitecture
import SwiftRexTesting
import Testing

@testable import AppCore

/// The app's navigation, through its store: what the end-to-end scripts cannot see directly.
@MainActor
@Suite struct AppBehaviorTests {
  private func store() -> Store<AppAction, AppState, AppEnvironment> {
    let environment = AppEnvironment(
      library: Library.Environment(fetch: { _ in [] }), heroDetail: .init(), counter: .untracked,
      listShelves: { [] })
    return Store(initial: AppState(shelfID: "sci-fi"), behavior: appBehavior, environment: environment)
  }

  @Test func aCounterRemovedThroughTheDialogStopsItsTimer() async {
    let store = store()
    store.dispatch(.addCounter)
    store.dispatch(.addCounter)
    store.dispatch(.counterRow(ElementAction(id: 1, action: .startAutoIncrement)))
    // One-shot effects (analytics) end; the timer, long-lived, runs on.
    #expect(await store.effectsFinished(within: .seconds(30)))
    #expect(store.effectsInFlight == 1)
    store.dispatch(.askToRemoveCounter(1))
    #expect(store.state.counterRemoval?.title == TextState("Remove counter #1?"))
    // Cancel (no action): the dialog goes, the counter and its timer stay.
    store.dispatch(.counterRemoval(.dismiss))
    #expect(store.state.counterRemoval == nil)
    #expect(store.effectsInFlight == 1)
    store.dispatch(.askToRemoveCounter(1))
    store.dispatch(.counterRemoval(.presented(.remove(1))))
    #expect(store.state.counterRemoval == nil)
    #expect(store.state.counters.ids == [2])
    // The timer was cancelled with its row: nothing is left, long-lived or not.
    await store.effectsFinished()
    #expect(store.effectsInFlight == 0)
  }

  @Test func countersWhoseStateSaysRunningTickInTheAppWithNoActionSent() async {
    var initial = AppState(shelfID: "sci-fi")
    initial.counter.isAutoIncrementing = true
    initial.counters = [Counter.State(id: 1, isAutoIncrementing: true), Counter.State(id: 2)]
    let store = TestStore(
      initial: initial, behavior: appBehavior,
      environment: AppEnvironment(
        library: Library.Environment(fetch: { _ in [] }), heroDetail: .init(), counter: .untracked,
        listShelves: { [] }),
      exhaustive: false)
    // The Counter screen's counter and row 1 run a timer each; row 2 is stopped.
    let running = store.runningSubscriptions.map(\.description)
    #expect(running.count == 2)
    #expect(running.first?.contains(#"\AppState.counter["#) == true)
    #expect(running.last?.hasSuffix(#"\AppState.counters[id: 1]"#) == true)
    await store.advance(by: .seconds(2))
    #expect(store.state.counter.count == 2)
    #expect(store.state.counters.map(\.count) == [2, 0])
    // Removing a running row cancels its timer; the others are untouched.
    store.dispatch(.removeCounter(1))
    #expect(store.runningSubscriptions.count == 1)
    await store.advance(by: .seconds(1))
    #expect(store.state.counter.count == 3)
    await store.finish()
  }

  @Test func theHeroDismissesItselfWithDone() {
    let store = store()
    store.dispatch(.showHero)
    #expect(store.state.heroDetail != nil)
    store.dispatch(.heroDetail(.presented(.toggleRetirement)))
    #expect(store.state.heroDetail?.isRetired == true)
    store.dispatch(.heroDetail(.presented(.done)))
    #expect(store.state.heroDetail == nil)
  }

  @Test func moreByAnAuthorPushesTheirPageAndBooksPushFurther() {
    let store = store()
    let books = [
      Book(id: "a", title: "The Dispossessed", author: "Ursula K. Le Guin", year: 1974),
      Book(id: "b", title: "Dune", author: "Frank Herbert", year: 1965),
    ]
    store.dispatch(.library(.loaded(books)))
    store.dispatch(.library(.tapped(books[0])))
    store.dispatch(.library(.moreByAuthor("Ursula K. Le Guin")))
    #expect(store.state.library.selected == nil)
    #expect(store.state.libraryPath.map(\.title) == ["Ursula K. Le Guin"])
    #expect(store.state.libraryPath.first == .author(name: "Ursula K. Le Guin", books: [books[0]]))
    store.dispatch(.libraryPath(.element(id: 0, action: .openBook(books[0]))))
    store.dispatch(.libraryPath(.element(id: 1, action: .moreByAuthor("Ursula K. Le Guin"))))
    #expect(store.state.libraryPath.ids == [0, 1, 2])
    store.dispatch(.libraryPath(.popFrom(id: 1)))
    #expect(store.state.libraryPath.ids == [0])
  }

  @Test func aCatalogFailureAlertRetries() async {
    let store = store()
    store.dispatch(.catalogFailed("disk on fire"))
    #expect(store.state.catalogAlert?.message == TextState("disk on fire"))
    store.dispatch(.catalogAlert(.presented(.retry)))
    #expect(store.state.catalogAlert == nil)
    await store.effectsFinished()
    #expect(store.state.catalogProblem == nil)
  }
}
