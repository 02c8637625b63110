// The code of the "Testing with TestStore" article (SwiftRexTesting.docc), compiled and run here;
// see GettingStartedSnippets.swift for how the article is kept identical to it.
import SwiftRexSwiftConcurrency
import SwiftRexTesting
import Testing

/// Holds the article's types so that their plain names cannot clash with other tests.
enum TestStoreSnippets {
  // snippet: teststore-domain
  struct ShelfState: Equatable, Sendable {
    var books: [String] = []
    var isLoading = false
    var lastOpened: String?
  }

  @Prisms
  enum ShelfAction: Sendable {
    case appeared
    case loaded([String])
    case opened(String)
  }

  struct ShelfEnvironment: Sendable {
    var fetch: @Sendable () async -> [String]
  }

  static let shelfBehavior = Behavior<ShelfAction, ShelfState, ShelfEnvironment> { action, _ in
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
  // snippet-end
}

@MainActor
@Suite("Documentation: Testing with TestStore")
struct TestStoreSnippetTests {
  typealias ShelfState = TestStoreSnippets.ShelfState
  typealias ShelfAction = TestStoreSnippets.ShelfAction
  typealias ShelfEnvironment = TestStoreSnippets.ShelfEnvironment
  let shelfBehavior = TestStoreSnippets.shelfBehavior

  // snippet: teststore-exhaustive
  @Test func appearingLoadsTheShelf() async {
    let store = TestStore(
      initial: ShelfState(),
      behavior: shelfBehavior,
      environment: ShelfEnvironment(fetch: { ["Dune", "Emma"] }))

    store.dispatch(.appeared) { $0.isLoading = true }
    await store.runEffects()
    store.receive(ShelfAction.prism.loaded) { books, state in
      state.books = books
      state.isLoading = false
    }
    await store.finish()
  }
  // snippet-end

  // snippet: teststore-non-exhaustive
  @Test func openingABookRemembersIt() async {
    let store = TestStore(
      initial: ShelfState(),
      behavior: shelfBehavior,
      environment: ShelfEnvironment(fetch: { ["Dune"] }),
      exhaustive: false)

    store.dispatch(.appeared)
    await store.runEffects()
    store.dispatch(.opened("Dune")) { $0.lastOpened = "Dune" }
    await store.finish()
  }
  // snippet-end

  @Test func theNonExhaustiveStoreStillReducedTheLoadedBooks() async {
    let store = TestStore(
      initial: ShelfState(),
      behavior: shelfBehavior,
      environment: ShelfEnvironment(fetch: { ["Dune"] }),
      exhaustive: false)
    store.dispatch(.appeared)
    await store.runEffects()
    #expect(store.state.books == ["Dune"])
    #expect(store.state.isLoading == false)
  }

  // snippet: teststore-failure-reporter
  @MainActor final class RecordedFailures {
    var all: [TestStoreFailure] = []
  }

  @Test func aChangeWithoutAClosureIsReported() {
    let store = TestStore(
      initial: ShelfState(),
      behavior: shelfBehavior,
      environment: ShelfEnvironment(fetch: { [] }))
    let recorded = RecordedFailures()
    store.failureReporter = TestFailureReporter { [recorded] failure in recorded.all.append(failure) }

    store.dispatch(.opened("Dune"))  // changes lastOpened, and no closure says so

    #expect(recorded.all.map(\.kind) == [.unexpectedStateChange])
  }
  // snippet-end
}
