import SwiftRexArchitecture
import SwiftRexSwiftConcurrency

// The seed's L4 module entry, in a module of its own so that a test in another module can see
// exactly what crosses the boundary. Public initialisers are added to Input and Environment:
// without them an app in another module could not build them.

/// A shelf of books, loaded on appearance; tapping a book presents it in a sheet.
@Feature(strategy: .observationSimple)
public enum Library {
  /// Which shelf to show.
  public struct Input: Sendable {
    /// The shelf the feature loads.
    public var shelfID: String

    /// An input for the shelf `shelfID`.
    public init(shelfID: String) { self.shelfID = shelfID }
  }

  /// The shelf, its books and the selected one.
  public struct State: Sendable, Equatable {
    var shelfID: String
    var isLoading = false
    var books: [Book] = []
    var selected: Book?  // non-nil ⇒ present the detail sheet
  }

  /// What can happen on the shelf.
  public enum Action: Sendable {
    /// The list appeared: load the shelf.
    case onAppear
    /// The shelf's books arrived.
    case loaded([Book])
    /// A book was tapped.
    case tapped(Book)
    /// The detail sheet was dismissed.
    case dismissedDetail
  }

  /// Where books come from.
  public struct Environment: Sendable {
    /// Loads the books of a shelf.
    public var fetch: @Sendable (String) async -> [Book]

    /// An environment fetching with `fetch`.
    public init(fetch: @escaping @Sendable (String) async -> [Book]) { self.fetch = fetch }
  }

  /// Seeds the state from the Input handed in by the composing app.
  public static func initialState(with input: Input) -> State { .init(shelfID: input.shelfID) }

  /// Loads on appearance, selects on tap, clears the selection on dismissal.
  public static func behavior() -> Behavior<Action, State, Environment> {
    .handle { action, _ in
      switch action {
      case .onAppear:
        .reduce { $0.isLoading = true }
          .produce { ctx in
            Effect.task {
              let shelf = await ctx.liveState?.shelfID ?? ""
              return .loaded(await ctx.environment.fetch(shelf))
            }
          }
      case .loaded(let books):
        .reduce {
          $0.books = books
          $0.isLoading = false
        }
      case .tapped(let book):
        .reduce { $0.selected = book }
      case .dismissedDetail:
        .reduce { $0.selected = nil }
      }
    }
  }

  typealias Content = LibraryView
}

@BoundTo(Library.self, strategy: .observationSimple)
struct LibraryView: View {
  var body: some View {
    List(viewStore.state.books) { book in
      Button(book.title) { viewStore.dispatch(.tapped(book)) }
    }
    .onAppear { viewStore.dispatch(.onAppear) }
    .sheet(item: viewStore.item(.state(\.selected), dismiss: .dismissedDetail)) { book in
      Text(book.title)
    }
  }
}
