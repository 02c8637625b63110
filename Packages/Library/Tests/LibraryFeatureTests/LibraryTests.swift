import Foundation
import LibraryFeature
import SwiftRexTesting
import Testing

// The seed's test, as the article writes it, but for two changes: books carry an author and a
// year, and the shelf's loading is one `Loading` value instead of `isLoading` beside `books`.
@MainActor
@Test func fetch_populatesBooks() async {
  let books = [Book(id: "1", title: "Dune", author: "Frank Herbert", year: 1965)]
  let store = TestStore(
    initial: Library.initialState(with: .init(shelfID: "sci-fi")),
    behavior: Library.behavior(),
    environment: Library.Environment(fetch: { _ in books })
  )

  store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
  await store.runEffects()
  store.receive(Library.Action.prism.loaded) { loaded, state in
    state.shelf = .loaded(loaded)
  }
}

@MainActor
@Suite struct LibraryTests {
  /// A test store on `shelf` whose fetches `catalog` answers.
  func makeStore(
    shelf: String = "sci-fi", catalog: StubCatalog
  ) -> TestStore<Library.Action, Library.State, Library.Environment> {
    TestStore(
      initial: Library.initialState(with: .init(shelfID: shelf)),
      behavior: Library.behavior(),
      environment: catalog.environment)
  }

  @Test func theInputSeedsAShelfNotLoadedYet() {
    let state = Library.initialState(with: Library.Input(shelfID: "classics"))
    #expect(state == Library.State(shelfID: "classics"))
    #expect(state.shelfID == "classics")
    #expect(!state.isLoading)
    #expect(state.books.isEmpty)
    #expect(state.selected == nil)
    #expect(state.failure == nil)
  }

  @Test func theFetchAsksForTheShelfInTheState() async {
    let catalog = StubCatalog(.success([Books.emma]))
    let store = makeStore(shelf: "classics", catalog: catalog)

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    #expect(await catalog.requests.isEmpty)  // effects wait for the test
    await store.runEffects()
    store.receive(Library.Action.prism.loaded) { loaded, state in
      #expect(loaded == [Books.emma])
      state.shelf = .loaded(loaded)
    }
    #expect(await catalog.requests == ["classics"])
    await store.finish()
  }

  @Test func anEmptyShelfLoadsWithNoBooks() async {
    let store = makeStore(catalog: StubCatalog(.success([])))

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(Library.Action.prism.loaded) { loaded, state in
      #expect(loaded.isEmpty)
      state.shelf = .loaded([])
    }
    #expect(store.state == Library.State(shelfID: "sci-fi", shelf: .loaded([])))
    await store.finish()
  }

  @Test func aFailedFetchRecordsItsMessageAndStopsLoading() async {
    let store = makeStore(catalog: StubCatalog(.failure(StubFailure(description: "the catalog is offline"))))

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(Library.Action.prism.failed) { message, state in
      state.shelf = .failed(error: Library.LoadFailure("the catalog is offline"), previous: nil)
    }
    await store.finish()
  }

  @Test func aLocalizedErrorIsShownByItsOwnDescription() async {
    struct Offline: LocalizedError {
      var errorDescription: String? { "You are offline." }
    }
    let store = TestStore(
      initial: Library.initialState(with: .init(shelfID: "sci-fi")),
      behavior: Library.behavior(),
      environment: Library.Environment(fetch: { _ in throw Offline() }))

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(Library.Action.prism.failed) { _, state in
      state.shelf = .failed(error: Library.LoadFailure("You are offline."), previous: nil)
    }
    await store.finish()
  }

  @Test func retryingAfterAFailureClearsItAndLoads() async {
    let catalog = StubCatalog(.failure(StubFailure(description: "timed out")), .success([Books.dune]))
    let store = makeStore(catalog: catalog)

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(Library.Action.prism.failed) { _, state in
      state.shelf = .failed(error: Library.LoadFailure("timed out"), previous: nil)
    }

    store.dispatch(.retry) {
      $0.shelf = .loading(previous: nil)
    }
    await store.runEffects()
    store.receive(Library.Action.prism.loaded) { loaded, state in
      state.shelf = .loaded(loaded)
    }
    #expect(store.state.books == [Books.dune])
    #expect(await catalog.requests == ["sci-fi", "sci-fi"])
    await store.finish()
  }

  @Test func aRetryThatFailsAgainShowsTheNewMessage() async {
    let catalog = StubCatalog(
      .failure(StubFailure(description: "timed out")), .failure(StubFailure(description: "server error")))
    let store = makeStore(catalog: catalog)

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(Library.Action.prism.failed) { _, state in
      state.shelf = .failed(error: Library.LoadFailure("timed out"), previous: nil)
    }
    store.dispatch(.retry) {
      $0.shelf = .loading(previous: nil)
    }
    await store.runEffects()
    store.receive(Library.Action.prism.failed) { _, state in
      state.shelf = .failed(error: Library.LoadFailure("server error"), previous: nil)
    }
    await store.finish()
  }

  @Test func appearingOrRetryingWhileLoadingStartsNoSecondFetch() async {
    let catalog = StubCatalog(.success([Books.dune]))
    let store = makeStore(catalog: catalog)

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    #expect(store.effectsInFlight == 1)
    store.dispatch(.onAppear)  // no state change, no effect
    store.dispatch(.retry)
    #expect(store.effectsInFlight == 1)

    await store.runEffects()
    store.receive(Library.Action.prism.loaded) { loaded, state in
      state.shelf = .loaded(loaded)
    }
    #expect(await catalog.requests == ["sci-fi"])
    await store.finish()  // and no second `loaded` is left unreceived
  }

  @Test func appearingAgainReloadsKeepingTheBooksUntilTheNewOnesArrive() async {
    let catalog = StubCatalog(.success([Books.dune]), .success([Books.dune, Books.foundation]))
    let store = makeStore(catalog: catalog)

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(Library.Action.prism.loaded) { loaded, state in
      state.shelf = .loaded(loaded)
    }

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: [Books.dune]) }  // the old books stay on screen
    await store.runEffects()
    store.receive(Library.Action.prism.loaded) { loaded, state in
      state.shelf = .loaded(loaded)
    }
    #expect(store.state.books == [Books.dune, Books.foundation])
    await store.finish()
  }

  @Test func aFailedReloadKeepsTheBooksItHad() async {
    let catalog = StubCatalog(.success([Books.dune]), .failure(StubFailure(description: "offline")))
    let store = makeStore(catalog: catalog)

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(Library.Action.prism.loaded) { loaded, state in
      state.shelf = .loaded(loaded)
    }
    store.dispatch(.retry) { $0.shelf = .loading(previous: [Books.dune]) }  // retry works as a refresh, too
    await store.runEffects()
    store.receive(Library.Action.prism.failed) { _, state in
      state.shelf = .failed(error: Library.LoadFailure("offline"), previous: [Books.dune])
    }
    #expect(store.state.books == [Books.dune])
    await store.finish()
  }

  @Test func tappingSelectsReselectingReplacesAndDismissingClears() async {
    let store = TestStore(
      initial: Library.State(shelfID: "sci-fi", shelf: .loaded([Books.dune, Books.foundation])),
      behavior: Library.behavior(),
      environment: StubCatalog(.success([])).environment)

    store.dispatch(.tapped(Books.dune)) { $0.selected = Books.dune }
    store.dispatch(.tapped(Books.foundation)) { $0.selected = Books.foundation }
    store.dispatch(.tapped(Books.foundation))  // the same book again changes nothing
    store.dispatch(.dismissedDetail) { $0.selected = nil }
    store.dispatch(.dismissedDetail)  // nothing selected: nothing to clear
    #expect(store.effectsInFlight == 0)
    await store.finish()
  }

  @Test func askingForMoreByTheAuthorClosesTheDetailForTheAppToNavigate() async {
    let store = TestStore(
      initial: Library.State(shelfID: "sci-fi", shelf: .loaded([Books.dune])),
      behavior: Library.behavior(),
      environment: StubCatalog(.success([])).environment)
    store.dispatch(.tapped(Books.dune)) { $0.selected = Books.dune }
    store.dispatch(.moreByAuthor(Books.dune.author)) { $0.selected = nil }
    #expect(store.effectsInFlight == 0)
    await store.finish()
  }

  @Test func selectingWhileLoadingLeavesTheLoadRunning() async {
    let store = makeStore(catalog: StubCatalog(.success([Books.emma])))

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    store.dispatch(.tapped(Books.dune)) { $0.selected = Books.dune }
    await store.runEffects()
    store.receive(Library.Action.prism.loaded) { loaded, state in
      state.shelf = .loaded(loaded)
    }
    #expect(store.state.selected == Books.dune)
    await store.finish()
  }

  @Test func loadedAndFailedAreReducedWhoeverSendsThem() async {
    let store = makeStore(catalog: StubCatalog(.success([])))

    store.dispatch(.loaded([Books.emma])) { $0.shelf = .loaded([Books.emma]) }
    store.dispatch(.failed("stale")) {
      $0.shelf = .failed(error: Library.LoadFailure("stale"), previous: [Books.emma])
    }
    // A failure keeps the books on screen and is never "loading" at the same time.
    #expect(store.state.books == [Books.emma])
    #expect(store.state.failure == "stale")
    #expect(!store.state.isLoading)
    #expect(store.effectsInFlight == 0)
    await store.finish()
  }

  // Reloads: the app watches the catalog file and hands the shelf its new books, or why the new
  // version cannot be used.

  @Test func aReloadReplacesTheBooksAndKeepsTheSelectionWhoseBookIsStillThere() async {
    let store = TestStore(
      initial: Library.State(
        shelfID: "sci-fi", shelf: .loaded([Books.dune, Books.foundation]), selected: Books.dune),
      behavior: Library.behavior(),
      environment: StubCatalog(.success([])).environment)
    var revised = Books.dune
    revised.title = "Dune (revised)"

    store.dispatch(.reloaded([Books.emma, revised])) {
      $0.shelf = .loaded([Books.emma, revised])
      // The same book by id, as the file now describes it: the open sheet shows the new title.
      $0.selected = revised
    }
    await store.finish()
  }

  @Test func aReloadWithoutTheSelectedBookClosesItsSheet() async {
    let store = TestStore(
      initial: Library.State(
        shelfID: "sci-fi", shelf: .loaded([Books.dune, Books.foundation]), selected: Books.foundation),
      behavior: Library.behavior(),
      environment: StubCatalog(.success([])).environment)

    store.dispatch(.reloaded([Books.dune])) {
      $0.shelf = .loaded([Books.dune])
      $0.selected = nil
    }
    await store.finish()
  }

  @Test func anInvalidReloadKeepsTheLastGoodBooksAndSelectionUntilAGoodOneArrives() async {
    let store = TestStore(
      initial: Library.State(shelfID: "sci-fi", shelf: .loaded([Books.dune]), selected: Books.dune),
      behavior: Library.behavior(),
      environment: StubCatalog(.success([])).environment)

    store.dispatch(.reloadFailed("The catalog at c.json is not valid: it is not JSON.")) {
      $0.reloadProblem = "The catalog at c.json is not valid: it is not JSON."
    }
    #expect(store.state.books == [Books.dune])
    #expect(store.state.failure == nil)  // the shelf itself is fine: no Retry
    store.dispatch(.reloadFailed("The catalog at c.json uses the id \"dune\" twice.")) {
      $0.reloadProblem = "The catalog at c.json uses the id \"dune\" twice."
    }
    store.dispatch(.reloaded([Books.dune, Books.emma])) {
      $0.shelf = .loaded([Books.dune, Books.emma])
      $0.reloadProblem = nil
    }
    #expect(store.state.selected == Books.dune)
    await store.finish()
  }

  @Test func aReloadReplacesAFailedShelfAndCancelsAFetchStillInFlight() async {
    let catalog = StubCatalog(.success([Books.foundation]))
    let store = makeStore(catalog: catalog)

    store.dispatch(.failed("No catalog at c.json.")) {
      $0.shelf = .failed(error: Library.LoadFailure("No catalog at c.json."), previous: nil)
    }
    store.dispatch(.retry) { $0.shelf = .loading(previous: nil) }
    // The file came back while the retry was in flight: the reload is the newer catalog.
    store.dispatch(.reloaded([Books.emma])) { $0.shelf = .loaded([Books.emma]) }
    await store.runEffects()
    // No `loaded` of the older read arrives to replace it (finish fails on one left unreceived).
    #expect(store.state.books == [Books.emma])
    await store.finish()
  }
}
