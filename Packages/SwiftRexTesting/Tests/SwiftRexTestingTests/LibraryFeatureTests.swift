import SwiftRexTesting
import Testing

@MainActor
@Suite("The seed's Library feature")
struct LibraryFeatureTests {
  /// The seed's "Testing a feature" example, as written.
  @MainActor
  @Test func fetch_populatesBooks() async {
    let books = [Book(id: "1", title: "Dune")]
    let store = TestStore(
      initial: Library.initialState(with: .init(shelfID: "sci-fi")),
      behavior: Library.behavior(),
      environment: Library.Environment(fetch: { _ in books })
    )

    store.dispatch(.onAppear) { $0.isLoading = true }
    await store.runEffects()
    store.receive(Library.Action.prism.loaded) { loaded, state in
      state.books = loaded
      state.isLoading = false
    }
  }

  @Test func theEffectReadsTheShelfFromTheLiveStateAndTheCaseKeyPathMatchesToo() async {
    let asked = Recorder<String>()
    let store = TestStore(
      initial: Library.initialState(with: .init(shelfID: "sci-fi")),
      behavior: Library.behavior(),
      environment: Library.Environment(fetch: { shelf in
        await asked.append(shelf)
        return [Book(id: shelf, title: "From \(shelf)")]
      })
    )

    store.dispatch(.onAppear) { $0.isLoading = true }
    await store.runEffects()
    store.receive(\.loaded) { loaded, state in
      state.books = loaded
      state.isLoading = false
    }
    #expect(store.state.books == [Book(id: "sci-fi", title: "From sci-fi")])
    #expect(await asked.values == ["sci-fi"])
    await store.finish()
  }

  @Test func selectionAndDismissalChangeOnlyTheSelection() async {
    let dune = Book(id: "1", title: "Dune")
    let store = TestStore(
      initial: Library.initialState(with: .init(shelfID: "sci-fi")),
      behavior: Library.behavior(),
      environment: Library.Environment(fetch: { _ in [] })
    )

    store.dispatch(.tapped(dune)) { $0.selected = dune }
    store.dispatch(.dismissedDetail) { $0.selected = nil }
    await store.finish()
  }
}
