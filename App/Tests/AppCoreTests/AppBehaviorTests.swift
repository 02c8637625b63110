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
    #expect(store.state.destination?.counterRemoval?.title == TextState("Remove counter #1?"))
    // Cancel (no action): the dialog goes, the counter and its timer stay.
    store.dispatch(.destination(.dismiss))
    #expect(store.state.destination == nil)
    #expect(store.effectsInFlight == 1)
    store.dispatch(.askToRemoveCounter(1))
    store.dispatch(.destination(.presented(.counterRemoval(.remove(1)))))
    #expect(store.state.destination == nil)
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
    #expect(store.state.destination?.heroDetail != nil)
    store.dispatch(\.destination.heroDetail.binding.isRetired, true)
    #expect(store.state.destination?.heroDetail?.isRetired == true)
    store.dispatch(\.destination.heroDetail.done)
    #expect(store.state.destination == nil)
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
    #expect(store.state.library.destination == nil)
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
    #expect(store.state.destination?.catalogAlert?.message == TextState("disk on fire"))
    store.dispatch(.destination(.presented(.catalogAlert(.retry))))
    #expect(store.state.destination == nil)
    await store.effectsFinished()
    #expect(store.state.catalogProblem == nil)
  }

  // The watched catalog, through the store: a stub stream of file changes and a stub reader.

  /// A catalog of one sci-fi shelf holding `books`.
  private func catalog(_ books: [Book]) -> Catalog {
    Catalog(shelves: [Shelf(id: "sci-fi", name: "Science fiction", books: books)])
  }

  private static let dune = Book(id: "dune", title: "Dune", author: "Frank Herbert", year: 1965)
  private static let solaris = Book(id: "solaris", title: "Solaris", author: "Stanisław Lem", year: 1961)

  /// Reads what a test queued, in order: each change of the file reads the next version.
  private actor Versions {
    var queue: [Result<Catalog, CatalogError>]
    init(_ queue: [Result<Catalog, CatalogError>]) { self.queue = queue }
    func next() throws -> Catalog { try queue.removeFirst().get() }
  }

  /// Polls the main actor until `condition` holds; false after 30 seconds (a hang guard only).
  private func waitUntil(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(30))
    while !condition() {
      if ContinuousClock.now > deadline { return false }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return true
  }

  @Test func aReloadedCatalogReplacesTheShelvesAndTheBooksAndClosesTheFailureAlert() {
    let store = store()
    store.dispatch(.catalogFailed("No catalog at c.json."))
    store.dispatch(.library(.loaded([Self.dune])))
    store.dispatch(.library(.tapped(Self.dune)))
    var revised = Self.dune
    revised.year = 1966
    store.dispatch(.catalogReloaded(catalog([Self.solaris, revised])))
    #expect(store.state.shelves == [ShelfSummary(id: "sci-fi", name: "Science fiction")])
    #expect(store.state.catalogProblem == nil)
    #expect(store.state.destination == nil)
    #expect(store.state.library.books == [Self.solaris, revised])
    #expect(store.state.library.destination?.detail?.book == revised)
  }

  @Test func aReloadedCatalogRefreshesThePagesOnTheStackAndPopsThoseWhoseBookWent() {
    let store = store()
    let leGuin = Book(
      id: "tlhod", title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969)
    let dispossessed = Book(id: "disp", title: "The Dispossessed", author: "Ursula K. Le Guin", year: 1974)
    store.dispatch(.library(.loaded([leGuin, Self.dune])))
    store.dispatch(.library(.moreByAuthor("Ursula K. Le Guin")))
    store.dispatch(.libraryPath(.element(id: 0, action: .openBook(leGuin))))
    store.dispatch(.libraryPath(.element(id: 1, action: .moreByAuthor("Ursula K. Le Guin"))))
    #expect(store.state.libraryPath.ids == [0, 1, 2])

    var renamed = leGuin
    renamed.title = "The Left Hand of Darkness (50th anniversary)"
    store.dispatch(.catalogReloaded(catalog([renamed, dispossessed])))
    #expect(
      Array(store.state.libraryPath) == [
        .author(name: "Ursula K. Le Guin", books: [renamed, dispossessed]), .book(renamed),
        .author(name: "Ursula K. Le Guin", books: [renamed, dispossessed]),
      ])

    store.dispatch(.catalogReloaded(catalog([dispossessed])))
    // The book's page went, and the page reached through it.
    #expect(store.state.libraryPath.ids == [0])
    #expect(Array(store.state.libraryPath) == [.author(name: "Ursula K. Le Guin", books: [dispossessed])])
  }

  @Test func aReloadedCatalogWithoutTheShelfOnShowKeepsItsBooksAndSaysWhy() {
    let store = store()
    store.dispatch(.library(.loaded([Self.dune])))
    store.dispatch(
      .catalogReloaded(Catalog(shelves: [Shelf(id: "poetry", name: "Poetry", books: [])])))
    #expect(store.state.library.books == [Self.dune])
    #expect(
      store.state.library.reloadProblem
        == "There is no shelf \"sci-fi\" in the catalog; try one of: poetry.")
  }

  @Test func aFailedReloadKeepsTheBooksAndTheProblemFollowsToAnotherShelf() async {
    let store = store()
    store.dispatch(.library(.loaded([Self.dune])))
    store.dispatch(.catalogReloadFailed("The catalog at c.json is not valid: it is empty."))
    #expect(store.state.library.books == [Self.dune])
    #expect(store.state.library.reloadProblem == "The catalog at c.json is not valid: it is empty.")
    store.dispatch(.selectShelf("classics"))
    #expect(store.state.library.reloadProblem == "The catalog at c.json is not valid: it is empty.")
    await store.effectsFinished()
  }

  @Test func aStateThatSaysWatchingWatchesFromTheStoresCreation() async {
    let (changes, file) = AsyncStream.makeStream(of: Void.self)
    let versions = Versions([.success(catalog([Self.dune, Self.solaris]))])
    let dune = Self.dune
    let environment = AppEnvironment(
      library: Library.Environment(fetch: { _ in [dune] }), heroDetail: .init(), counter: .untracked,
      listShelves: { [] }, catalogChanges: { changes }, reloadCatalog: { try await versions.next() })
    var initial = AppState(shelfID: "sci-fi")
    initial.isWatchingCatalog = true
    let store = Store(initial: initial, behavior: appBehavior, environment: environment)
    // No action sent: the subscription runs because the state says so.
    #expect(store.runningSubscriptions.count == 1)
    file.yield()
    #expect(await waitUntil { store.state.library.books == [Self.dune, Self.solaris] })
    store.dispatch(.stopWatchingCatalog)
    #expect(store.runningSubscriptions.isEmpty)
    await store.effectsFinished()
    #expect(store.effectsInFlight == 0)
  }

  @Test func theWatchReloadsOnEveryChangeUntilItIsStopped() async {
    let (changes, file) = AsyncStream.makeStream(of: Void.self)
    let versions = Versions([
      .success(catalog([Self.dune, Self.solaris])),
      .failure(.malformed(path: "c.json", reason: "it is empty")),
    ])
    let dune = Self.dune
    let environment = AppEnvironment(
      library: Library.Environment(fetch: { _ in [dune] }), heroDetail: .init(), counter: .untracked,
      listShelves: { [] }, catalogChanges: { changes }, reloadCatalog: { try await versions.next() })
    let store = Store(initial: AppState(shelfID: "sci-fi"), behavior: appBehavior, environment: environment)
    store.dispatch(.watchCatalog)
    // A scripted session settles after each command: the watch, long-lived, never holds it.
    #expect(await store.effectsFinished(within: .seconds(30)))
    #expect(store.effectsInFlight == 1)

    file.yield()
    #expect(await waitUntil { store.state.library.books == [Self.dune, Self.solaris] })
    file.yield()
    #expect(await waitUntil { store.state.library.reloadProblem != nil })
    #expect(store.state.library.reloadProblem == "The catalog at c.json is not valid: it is empty.")
    #expect(store.state.library.books == [Self.dune, Self.solaris])

    store.dispatch(.stopWatchingCatalog)
    await store.effectsFinished()
    #expect(store.effectsInFlight == 0)
  }
}
