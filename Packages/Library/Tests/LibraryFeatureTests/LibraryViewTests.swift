import LibraryFeature
import SwiftRexArchitecture
import Testing
import TextUITesting

// The view through TextUI, as an app shows it: a real Store, the public `Library.view`, and the
// renderer's frames. State changes only on the main actor, which each test holds from a render
// to its assertion, so a frame shows exactly the state the test expects; effects are awaited
// with `effectsFinished()`, never with time.

@MainActor
@Suite struct LibraryViewTests {
  let shelf = [Books.dune, Books.foundation]

  /// A store on the sci-fi shelf whose fetches `catalog` answers, and a renderer of its view.
  func makeScreen(
    catalog: StubCatalog
  ) -> (Store<Library.Action, Library.State, Library.Environment>, ViewRenderer) {
    let environment = catalog.environment
    let store = Store(
      initial: Library.initialState(with: .init(shelfID: "sci-fi")),
      behavior: Library.behavior(),
      environment: environment)
    return (store, ViewRenderer(Library.view(store: store, environment: environment)))
  }

  @Test func showsProgressWhileLoadingThenTheBooks() async {
    let catalog = StubCatalog(.success(shelf))
    let (store, renderer) = makeScreen(catalog: catalog)

    #expect(renderer.render().text() == "Shelf: sci-fi\n… Loading the shelf")
    #expect(store.state.isLoading)
    #expect(renderer.frame.controls.isEmpty)

    await store.effectsFinished()
    #expect(renderer.needsRender)
    #expect(renderer.render().text() == "Shelf: sci-fi\n[1] Dune\n[2] Foundation")
    #expect(renderer.frame.controls.map(\.label) == ["Dune", "Foundation"])
  }

  @Test func appearingOnceFetchesOnceHoweverOftenItRenders() async {
    let catalog = StubCatalog(.success(shelf))
    let (store, renderer) = makeScreen(catalog: catalog)

    renderer.render()
    renderer.invalidate()
    renderer.render()
    await store.effectsFinished()
    renderer.render()
    renderer.invalidate()
    renderer.render()
    #expect(await catalog.requests == ["sci-fi"])
  }

  @Test func pressingABookOpensItsDetailsAndDismissingClosesThem() async {
    let (store, renderer) = makeScreen(catalog: StubCatalog(.success(shelf)))
    renderer.render()
    await store.effectsFinished()
    renderer.render()

    #expect(renderer.perform(line: "2") == .performed)
    #expect(store.state.destination == .detail(BookDetail.State(book: Books.foundation)))
    assertInlineSnapshot(of: renderer) {
      """
      Shelf: sci-fi
      [1] Dune
      [2] Foundation

      ┌─ [3] Dismiss
      │ Foundation
      │ by Isaac Asimov
      │ Published in 1951
      │ Note: [4] │
      │ [5] More by Isaac Asimov
      └─
      """
    }
    #expect(renderer.frame.hasSheet)

    #expect(renderer.perform(line: "dismiss") == .performed)
    #expect(store.state.destination == nil)
    #expect(renderer.render().text() == "Shelf: sci-fi\n[1] Dune\n[2] Foundation")
    #expect(!renderer.frame.hasSheet)
  }

  @Test func theSheetsDismissButtonClosesItToo() async throws {
    let (store, renderer) = makeScreen(catalog: StubCatalog(.success(shelf)))
    renderer.render()
    await store.effectsFinished()
    renderer.render()

    #expect(renderer.perform(line: "1") == .performed)
    renderer.render()
    let dismiss = try #require(renderer.frame.controls.first { $0.label == "Dismiss" })
    #expect(renderer.perform(line: "\(dismiss.handle)") == .performed)
    #expect(store.state.destination == nil)
    #expect(renderer.render().text() == "Shelf: sci-fi\n[1] Dune\n[2] Foundation")
  }

  @Test func theNoteIsEditedInTheSheetAndShownAgainWhenTheBookReopens() async {
    let (store, renderer) = makeScreen(catalog: StubCatalog(.success(shelf)))
    renderer.render()
    await store.effectsFinished()
    renderer.render()
    #expect(renderer.perform(line: "1") == .performed)
    renderer.render()

    // The editor's handle: `type` replaces its text, dispatched as a binding action.
    #expect(renderer.perform(line: "type 4 Reread the appendices") == .performed)
    #expect(store.state.destination?.detail?.note == "Reread the appendices")
    #expect(store.state.notes == ["dune": "Reread the appendices"])
    #expect(renderer.render().text().contains("│ Note: [4] │Reread the appendices"))

    #expect(renderer.perform(line: "dismiss") == .performed)
    renderer.render()
    #expect(renderer.perform(line: "1") == .performed)
    #expect(renderer.render().text().contains("│Reread the appendices"))
  }

  @Test func theOpenSheetFollowsANewSelection() async {
    let (store, renderer) = makeScreen(catalog: StubCatalog(.success(shelf)))
    renderer.render()
    await store.effectsFinished()
    renderer.render()
    #expect(renderer.perform(line: "1") == .performed)
    #expect(renderer.render().text().contains("│ Dune\n│ by Frank Herbert\n│ Published in 1965"))

    // The books behind the sheet cannot be pressed while it is up…
    if case .rejected = renderer.perform(line: "2") {
    } else {
      Issue.record("a book behind the sheet was pressed")
    }
    #expect(store.state.destination?.detail?.book == Books.dune)

    // …but a selection made elsewhere (a deep link, the app) replaces the one presented.
    store.dispatch(.tapped(Books.foundation))
    let frame = renderer.render().text()
    #expect(frame.contains("│ Foundation\n│ by Isaac Asimov\n│ Published in 1951"))
    #expect(!frame.contains("Dune\n│"))
  }

  @Test func aFailureShowsItsMessageAndRetryLoadsTheShelf() async {
    let catalog = StubCatalog(.failure(StubFailure(description: "the catalog is offline")), .success(shelf))
    let (store, renderer) = makeScreen(catalog: catalog)
    renderer.render()
    await store.effectsFinished()

    #expect(
      renderer.render().text()
        == "Shelf: sci-fi\nCould not load the shelf: the catalog is offline\n[1] Retry")
    #expect(renderer.frame.controls.map(\.label) == ["Retry"])
    // In red where the terminal has colours.
    #expect(renderer.frame.text(styled: true).contains("\u{1B}[31mCould not load the shelf"))

    #expect(renderer.perform(line: "1") == .performed)
    #expect(renderer.render().text() == "Shelf: sci-fi\n… Loading the shelf")  // the message is gone
    await store.effectsFinished()
    #expect(renderer.render().text() == "Shelf: sci-fi\n[2] Dune\n[3] Foundation")
    #expect(await catalog.requests == ["sci-fi", "sci-fi"])
  }

  @Test func aFailedReloadShowsTheMessageAboveTheBooksItKept() async {
    let catalog = StubCatalog(.success(shelf), .failure(StubFailure(description: "offline")))
    let (store, renderer) = makeScreen(catalog: catalog)
    renderer.render()
    await store.effectsFinished()
    #expect(renderer.render().text() == "Shelf: sci-fi\n[1] Dune\n[2] Foundation")
    store.dispatch(.retry)
    await store.effectsFinished()

    #expect(
      renderer.render().text()
        == "Shelf: sci-fi\nCould not load the shelf: offline\n[3] Retry\n[1] Dune\n[2] Foundation")
  }

  @Test func anEmptyShelfSaysSo() async {
    let (store, renderer) = makeScreen(catalog: StubCatalog(.success([])))
    #expect(renderer.render().text() == "Shelf: sci-fi\n… Loading the shelf")  // not "empty" yet
    await store.effectsFinished()
    #expect(renderer.render().text() == "Shelf: sci-fi\nThis shelf is empty.")
    #expect(renderer.frame.controls.isEmpty)
  }

  @Test func aReloadProblemShowsAboveTheLastGoodBooks() async {
    let (store, renderer) = makeScreen(catalog: StubCatalog(.success(shelf)))
    renderer.render()
    await store.effectsFinished()
    store.dispatch(.reloadFailed("The catalog at c.json is not valid: it is not JSON."))
    assertInlineSnapshot(of: renderer) {
      """
      Shelf: sci-fi
      The catalog changed but cannot be used: The catalog at c.json is not valid: it
      is not JSON. Still showing the last good catalog.
      [1] Dune
      [2] Foundation
      """
    }
    store.dispatch(.reloaded([Books.foundation]))
    // The problem goes with the next good catalog; Foundation keeps its handle.
    #expect(renderer.render().text() == "Shelf: sci-fi\n[2] Foundation")
  }
}
