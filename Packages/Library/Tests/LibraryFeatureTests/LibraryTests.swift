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
}
