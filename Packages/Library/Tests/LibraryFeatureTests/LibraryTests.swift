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
  store.receive(\.loaded, books) { $0.shelf = .loaded(books) }
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
    #expect(state.destination == nil)
    #expect(state.notes.isEmpty)
    #expect(state.failure == nil)
  }

  @Test func theFetchAsksForTheShelfInTheState() async {
    let catalog = StubCatalog(.success([Books.emma]))
    let store = makeStore(shelf: "classics", catalog: catalog)

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    #expect(await catalog.requests.isEmpty)  // effects wait for the test
    await store.runEffects()
    store.receive(\.loaded, [Books.emma]) { $0.shelf = .loaded([Books.emma]) }
    #expect(await catalog.requests == ["classics"])
    await store.finish()
  }

  @Test func anEmptyShelfLoadsWithNoBooks() async {
    let store = makeStore(catalog: StubCatalog(.success([])))

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(\.loaded, []) { $0.shelf = .loaded([]) }
    #expect(store.state == Library.State(shelfID: "sci-fi", shelf: .loaded([])))
    await store.finish()
  }

  @Test func aFailedFetchRecordsItsMessageAndStopsLoading() async {
    let store = makeStore(catalog: StubCatalog(.failure(StubFailure(description: "the catalog is offline"))))

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(\.failed, "the catalog is offline") {
      $0.shelf = .failed(error: Library.LoadFailure("the catalog is offline"), previous: nil)
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
    store.receive(\.failed, "You are offline.") {
      $0.shelf = .failed(error: Library.LoadFailure("You are offline."), previous: nil)
    }
    await store.finish()
  }

  @Test func retryingAfterAFailureClearsItAndLoads() async {
    let catalog = StubCatalog(.failure(StubFailure(description: "timed out")), .success([Books.dune]))
    let store = makeStore(catalog: catalog)

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(\.failed, "timed out") {
      $0.shelf = .failed(error: Library.LoadFailure("timed out"), previous: nil)
    }

    store.dispatch(.retry) {
      $0.shelf = .loading(previous: nil)
    }
    await store.runEffects()
    store.receive(\.loaded, [Books.dune]) { $0.shelf = .loaded([Books.dune]) }
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
    store.receive(\.failed, "timed out") {
      $0.shelf = .failed(error: Library.LoadFailure("timed out"), previous: nil)
    }
    store.dispatch(.retry) {
      $0.shelf = .loading(previous: nil)
    }
    await store.runEffects()
    store.receive(\.failed, "server error") {
      $0.shelf = .failed(error: Library.LoadFailure("server error"), previous: nil)
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
    store.receive(\.loaded, [Books.dune]) { $0.shelf = .loaded([Books.dune]) }
    #expect(await catalog.requests == ["sci-fi"])
    await store.finish()  // and no second `loaded` is left unreceived
  }

  @Test func appearingAgainReloadsKeepingTheBooksUntilTheNewOnesArrive() async {
    let catalog = StubCatalog(.success([Books.dune]), .success([Books.dune, Books.foundation]))
    let store = makeStore(catalog: catalog)

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(\.loaded, [Books.dune]) { $0.shelf = .loaded([Books.dune]) }

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: [Books.dune]) }  // the old books stay on screen
    await store.runEffects()
    store.receive(\.loaded, [Books.dune, Books.foundation]) {
      $0.shelf = .loaded([Books.dune, Books.foundation])
    }
    #expect(store.state.books == [Books.dune, Books.foundation])
    await store.finish()
  }

  @Test func aFailedReloadKeepsTheBooksItHad() async {
    let catalog = StubCatalog(.success([Books.dune]), .failure(StubFailure(description: "offline")))
    let store = makeStore(catalog: catalog)

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(\.loaded, [Books.dune]) { $0.shelf = .loaded([Books.dune]) }
    store.dispatch(.retry) { $0.shelf = .loading(previous: [Books.dune]) }  // retry works as a refresh, too
    await store.runEffects()
    store.receive(\.failed, "offline") {
      $0.shelf = .failed(error: Library.LoadFailure("offline"), previous: [Books.dune])
    }
    #expect(store.state.books == [Books.dune])
    await store.finish()
  }

  @Test func tappingPresentsTheDetailReselectingReplacesItAndDismissingClosesIt() async {
    let store = TestStore(
      initial: Library.State(shelfID: "sci-fi", shelf: .loaded([Books.dune, Books.foundation])),
      behavior: Library.behavior(),
      environment: StubCatalog(.success([])).environment)

    store.dispatch(\.tapped, Books.dune) { $0.destination = .detail(BookDetail.State(book: Books.dune)) }
    store.dispatch(\.tapped, Books.foundation) {
      $0.destination = .detail(BookDetail.State(book: Books.foundation))
    }
    store.dispatch(\.tapped, Books.foundation)  // the same book again changes nothing
    store.dispatch(\.destination.dismiss) { $0.destination = nil }
    // Dismissing again, with nothing presented, is a mistake the presentation lift reports
    // (SwiftRexTesting's PresentationTests show it).
    #expect(store.effectsInFlight == 0)
    await store.finish()
  }

  @Test func theNoteIsKeptAsItIsEditedAndShownWhenTheBookOpensAgain() async {
    let store = TestStore(
      initial: Library.State(shelfID: "sci-fi", shelf: .loaded([Books.dune, Books.foundation])),
      behavior: Library.behavior(),
      environment: StubCatalog(.success([])).environment)

    store.dispatch(\.tapped, Books.dune) { $0.destination = .detail(BookDetail.State(book: Books.dune)) }
    store.dispatch(\.destination.detail.binding.note, "Reread the appendices") {
      $0.destination?.detail?.note = "Reread the appendices"
      $0.notes = ["dune": "Reread the appendices"]
    }
    // Another book opens with a note of its own (none), and the first keeps its note.
    store.dispatch(\.tapped, Books.foundation) {
      $0.destination = .detail(BookDetail.State(book: Books.foundation))
    }
    store.dispatch(\.destination.dismiss) { $0.destination = nil }
    store.dispatch(\.tapped, Books.dune) {
      $0.destination = .detail(BookDetail.State(book: Books.dune, note: "Reread the appendices"))
    }
    // Emptied, the note is gone, not kept as an empty one.
    store.dispatch(\.destination.detail.binding.note, "") {
      $0.destination?.detail?.note = ""
      $0.notes = [:]
    }
    await store.finish()
  }

  @Test func askingForMoreByTheAuthorClosesTheDetailForTheAppToNavigate() async {
    let store = TestStore(
      initial: Library.State(shelfID: "sci-fi", shelf: .loaded([Books.dune])),
      behavior: Library.behavior(),
      environment: StubCatalog(.success([])).environment)
    store.dispatch(\.tapped, Books.dune) { $0.destination = .detail(BookDetail.State(book: Books.dune)) }
    store.dispatch(\.destination.detail.binding.note, "Spice") {
      $0.destination?.detail?.note = "Spice"
      $0.notes = ["dune": "Spice"]
    }
    store.dispatch(\.moreByAuthor, Books.dune.author) { $0.destination = nil }  // the note stays
    #expect(store.effectsInFlight == 0)
    await store.finish()
  }

  @Test func selectingWhileLoadingLeavesTheLoadRunning() async {
    let store = makeStore(catalog: StubCatalog(.success([Books.emma])))

    store.dispatch(.onAppear) { $0.shelf = .loading(previous: nil) }
    store.dispatch(\.tapped, Books.dune) { $0.destination = .detail(BookDetail.State(book: Books.dune)) }
    await store.runEffects()
    store.receive(\.loaded, [Books.emma]) { $0.shelf = .loaded([Books.emma]) }
    #expect(store.state.destination?.detail?.book == Books.dune)
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

  @Test func aReloadReplacesTheBooksAndKeepsTheDetailWhoseBookIsStillThere() async {
    let store = TestStore(
      initial: Library.State(
        shelfID: "sci-fi", shelf: .loaded([Books.dune, Books.foundation]),
        destination: .detail(BookDetail.State(book: Books.dune, note: "Spice")), notes: ["dune": "Spice"]),
      behavior: Library.behavior(),
      environment: StubCatalog(.success([])).environment)
    var revised = Books.dune
    revised.title = "Dune (revised)"
    let presentation = store.state.$destination.identity

    store.dispatch(.reloaded([Books.emma, revised])) {
      $0.shelf = .loaded([Books.emma, revised])
      // The same book by id, as the file now describes it: the open sheet shows the new title,
      // with the note the user was writing.
      $0.destination?.detail?.book = revised
    }
    #expect(store.state.$destination.identity == presentation)  // changed in place: the same sheet
    await store.finish()
  }

  @Test func aReloadWithoutTheOpenBookClosesItsSheet() async {
    let store = TestStore(
      initial: Library.State(
        shelfID: "sci-fi", shelf: .loaded([Books.dune, Books.foundation]),
        destination: .detail(BookDetail.State(book: Books.foundation))),
      behavior: Library.behavior(),
      environment: StubCatalog(.success([])).environment)

    store.dispatch(.reloaded([Books.dune])) {
      $0.shelf = .loaded([Books.dune])
      $0.destination = nil
    }
    await store.finish()
  }

  @Test func anInvalidReloadKeepsTheLastGoodBooksAndDetailUntilAGoodOneArrives() async {
    let store = TestStore(
      initial: Library.State(
        shelfID: "sci-fi", shelf: .loaded([Books.dune]),
        destination: .detail(BookDetail.State(book: Books.dune))),
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
    #expect(store.state.destination?.detail?.book == Books.dune)
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
