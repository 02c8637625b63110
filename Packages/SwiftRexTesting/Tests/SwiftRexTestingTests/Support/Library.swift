import SwiftRexSwiftConcurrency
import SwiftRexTesting

/// A book on a shelf.
struct Book: Identifiable, Equatable, Sendable {
  var id: String
  var title: String
}

/// The seed's Library feature (its L4 module), without the view: a shelf that loads its books
/// through the environment when it appears.
enum Library {
  struct Input: Sendable {
    var shelfID: String
  }

  struct State: Sendable, Equatable {
    var shelfID: String
    var isLoading = false
    var books: [Book] = []
    var selected: Book?
  }

  @Prisms
  enum Action: Sendable {
    case onAppear
    case loaded([Book])
    case tapped(Book)
    case dismissedDetail
  }

  struct Environment: Sendable {
    var fetch: @Sendable (String) async -> [Book]
  }

  static func initialState(with input: Input) -> State { .init(shelfID: input.shelfID) }

  static func behavior() -> Behavior<Action, State, Environment> {
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
}
