// The code of the "Testing with TestStore" article (SwiftRexTesting.docc), compiled and run here;
// see GettingStartedSnippets.swift for how the article is kept identical to it.
import SwiftRexSwiftConcurrency
import SwiftRexTesting
import Testing

// snippet: teststore-domain
enum Shelf {
  struct State: Equatable, Sendable {
    var books: [String] = []
    var isLoading = false
    var lastOpened: String?
  }

  @Prisms
  enum Action: Sendable {
    case appeared
    case loaded([String])
    case opened(String)
  }

  struct Environment: Sendable {
    var fetch: @Sendable () async -> [String]
  }

  static let behavior = Behavior<Action, State, Environment> { action, _ in
    switch action {
    case .appeared:
      .reduce { $0.isLoading = true }
        .produce { context in
          let fetch = context.environment.fetch
          return Effect.task { .loaded(await fetch()) }
        }
    case .loaded(let books):
      .reduce {
        $0.books = books
        $0.isLoading = false
      }
    case .opened(let title):
      .reduce { $0.lastOpened = title }
    }
  }
}
// snippet-end

@MainActor
@Suite("Documentation: Testing with TestStore")
struct TestStoreSnippetTests {
  // snippet: teststore-exhaustive
  @Test func appearingLoadsTheShelf() async {
    let store = TestStore(
      initial: Shelf.State(),
      behavior: Shelf.behavior,
      environment: Shelf.Environment(fetch: { ["Dune", "Emma"] }))

    store.dispatch(.appeared) { $0.isLoading = true }
    await store.runEffects()
    store.receive(Shelf.Action.prism.loaded) { books, state in
      state.books = books
      state.isLoading = false
    }
    await store.finish()
  }
  // snippet-end

  // snippet: teststore-non-exhaustive
  @Test func openingABookRemembersIt() async {
    let store = TestStore(
      initial: Shelf.State(),
      behavior: Shelf.behavior,
      environment: Shelf.Environment(fetch: { ["Dune"] }),
      exhaustive: false)

    store.dispatch(.appeared)
    await store.runEffects()
    store.dispatch(.opened("Dune")) { $0.lastOpened = "Dune" }
    await store.finish()
  }
  // snippet-end

  @Test func theNonExhaustiveStoreStillReducedTheLoadedBooks() async {
    let store = TestStore(
      initial: Shelf.State(),
      behavior: Shelf.behavior,
      environment: Shelf.Environment(fetch: { ["Dune"] }),
      exhaustive: false)
    store.dispatch(.appeared)
    await store.runEffects()
    #expect(store.state.books == ["Dune"])
    #expect(store.state.isLoading == false)
  }

  // snippet: teststore-task
  @Test func leavingBeforeTheShelfLoadsCancelsTheFetch() async {
    let store = TestStore(
      initial: Shelf.State(),
      behavior: Shelf.behavior,
      environment: Shelf.Environment(fetch: { ["Dune"] }))

    let appearing = store.dispatch(.appeared) { $0.isLoading = true }
    await appearing.cancel()  // the fetch never answers
    store.assert { $0.books = [] }
    await store.finish()
  }
  // snippet-end

  // snippet: teststore-failure-reporter
  @MainActor final class RecordedFailures {
    var all: [TestStoreFailure] = []
  }

  @Test func aChangeWithoutAClosureIsReported() {
    let store = TestStore(
      initial: Shelf.State(),
      behavior: Shelf.behavior,
      environment: Shelf.Environment(fetch: { [] }))
    let recorded = RecordedFailures()
    store.failureReporter = TestFailureReporter { [recorded] failure in recorded.all.append(failure) }

    store.dispatch(.opened("Dune"))  // changes lastOpened, and no closure says so

    #expect(recorded.all.map(\.kind) == [.unexpectedStateChange])
  }
  // snippet-end
}
