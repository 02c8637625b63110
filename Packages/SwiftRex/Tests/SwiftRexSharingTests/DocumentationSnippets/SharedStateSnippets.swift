import Foundation
import IdentifiedCollections
import SwiftRex
import SwiftRexSharing
import Testing

// The snippets of the "Shared state" article, compiled and run.

// snippet: shared-two-features
struct CountersTab: Equatable {
  @Shared(.inMemory("counters")) var counts: [Int] = []
}

struct SummaryTab: Equatable {
  @Shared(.inMemory("counters")) var counts: [Int] = []
  var total: Int { counts.reduce(0, +) }
}

struct Tabs: Equatable {
  var counters = CountersTab()
  var summary = SummaryTab()
}

let tabsBehavior = Behavior<Int, Tabs, Void>.reduce { count, state in
  state.counters.counts.append(count)  // the summary tab sees it in this same reduction
}
// snippet-end

// snippet: shared-detail-on-a-stack
struct Book: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String
}

struct BookDetail: Equatable {
  @Shared var book: Book  // the element of the list, not a copy
}

struct Shelf: Equatable {
  @Shared(.inMemory("books")) var books: IdentifiedArrayOf<Book> = []
  var path = StackState<BookDetail>()

  mutating func open(_ id: Book.ID) {
    guard let book = $books[id: id] else { return }
    path.append(BookDetail(book: book))
  }
}
// snippet-end

// snippet: shared-custom-storage
/// A value kept in an environment variable of this process: a storage of one's own is a type
/// that says how to load and save the value.
struct EnvironmentVariableStorage: SharedStorage {
  let name: String

  var id: String { "environment:\(name)" }

  func load() -> String? { ProcessInfo.processInfo.environment[name] }

  func save(_ value: String) { setenv(name, value, 1) }
}
// snippet-end

@MainActor
@Suite struct SharedStateSnippets {
  @Test func twoFeaturesShareOneValue() {
    SharedContainer.withContainer(SharedContainer()) {
      let store = Store(initial: Tabs(), behavior: tabsBehavior, environment: ())
      store.dispatch(4)
      #expect(store.state.summary.total == 4)
    }
  }

  @Test func aDetailEditsTheListsElement() throws {
    try SharedContainer.withContainer(SharedContainer()) {
      var shelf = Shelf()
      let store = Store(
        initial: shelf,
        behavior: Behavior<String, Shelf, Void>.reduce { title, state in
          state.books.append(Book(id: 1, title: "Dune"))
          state.open(1)
          if let id = state.path.ids.first { state.path[id: id]?.book.title = title }
        },
        environment: ())
      store.dispatch("Dune Messiah")
      shelf = store.state
      #expect(shelf.books[id: 1]?.title == "Dune Messiah")
      let detail = try #require(shelf.path.ids.first)
      #expect(shelf.path[id: detail]?.book.title == "Dune Messiah")
    }
  }

  @Test func aStorageOfOnesOwn() {
    let name = "SWIFTREX_SNIPPET_\(UUID().uuidString.prefix(8))"
    setenv(name, "from the environment", 1)
    let value = SharedContainer.withContainer(SharedContainer()) {
      Shared(wrappedValue: "default", EnvironmentVariableStorage(name: name))
    }
    #expect(value.wrappedValue == "from the environment")
  }
}

// snippet: navigation-shared-item
enum Catalog {
  struct State: Equatable {
    @Shared(.inMemory("catalog.books")) var books: IdentifiedArrayOf<Book> = []
    var path = StackState<Editor.State>()
  }

  @Prisms
  enum Action: Equatable {
    case edit(Book.ID)
    case path(StackAction<Editor.State, Editor.Action>)
  }

  static func behavior() -> Behavior<Action, State, Void> {
    let catalog = Behavior<Action, State, Void> { action, _ in
      switch action {
      case .edit(let id):
        // The editor holds the list's element itself: what it changes, the list shows.
        .reduce { state in
          guard let book = state.$books[id: id] else { return }
          state.path.append(Editor.State(book: book))
        }
      case .path:
        .doNothing
      }
    }
    return .combine(catalog, Editor.behavior().lift(.action(\.path).stack(\.path)))
  }
}

enum Editor {
  struct State: Equatable {
    @Shared var book: Book
  }

  enum Action: Equatable {
    case retitle(String)
  }

  static func behavior() -> Behavior<Action, State, Void> {
    .reduce { action, state in
      switch action {
      case .retitle(let title): state.book.title = title
      }
    }
  }
}
// snippet-end

@MainActor
@Suite struct NavigationSharedItemSnippet {
  @Test func anEditorOnTheStackRetitlesTheListsBook() throws {
    try SharedContainer.withContainer(SharedContainer()) {
      let initial = Catalog.State()
      initial.$books.withLock { $0.append(Book(id: 7, title: "Emma")) }
      let store = Store(initial: initial, behavior: Catalog.behavior(), environment: ())
      store.dispatch(.edit(7))
      let editor = try #require(store.state.path.ids.first)
      store.dispatch(.path(.element(id: editor, action: .retitle("Persuasion"))))
      #expect(store.state.books[id: 7]?.title == "Persuasion")
    }
  }
}
