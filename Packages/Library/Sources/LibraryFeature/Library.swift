import Foundation
import SwiftRexArchitecture

/// A shelf of books: loaded when it appears, with a message and a retry when loading fails, and
/// a detail sheet for the book the user picks.
///
/// The composing app sees only this enum: `State`, `Action`, `Environment`, `Input`,
/// `initialState(with:)`, `behavior()` and the generated `view(store:environment:)`.
@Feature(strategy: .observationSimple)
public enum Library {
  /// What the app hands the feature to start it: which shelf to show.
  public struct Input: Sendable {
    /// The shelf the feature loads.
    public var shelfID: String

    /// An input for the shelf `shelfID`.
    public init(shelfID: String) { self.shelfID = shelfID }
  }

  /// The shelf, where its loading stands, and the selected book.
  public struct State: Sendable, Equatable {
    /// The shelf this feature shows; every fetch asks for it.
    public var shelfID: String
    /// Whether a fetch is in flight; while it is, appearing again or retrying starts no other.
    public var isLoading: Bool
    /// The books of the last fetch that succeeded (kept when a later one fails).
    public var books: [Book]
    /// The book whose details are presented; non-nil presents the detail sheet.
    public var selected: Book?
    /// Why the last fetch failed, shown with a Retry button; `nil` once a fetch starts again.
    public var failure: String?

    /// A shelf in any state; by default not loaded yet, empty, nothing selected, nothing failed.
    public init(
      shelfID: String, isLoading: Bool = false, books: [Book] = [], selected: Book? = nil,
      failure: String? = nil
    ) {
      self.shelfID = shelfID
      self.isLoading = isLoading
      self.books = books
      self.selected = selected
      self.failure = failure
    }
  }

  /// What can happen on the shelf.
  public enum Action: Sendable {
    /// The shelf appeared: load it, unless a load is already in flight.
    case onAppear
    /// A fetch delivered the shelf's books.
    case loaded([Book])
    /// A fetch failed; the payload is the message to show.
    case failed(String)
    /// The user asked to load the shelf again after a failure.
    case retry
    /// The user picked a book: present its details.
    case tapped(Book)
    /// The detail sheet was dismissed.
    case dismissedDetail
  }

  /// Where books come from.
  public struct Environment: Sendable {
    /// Loads the books of the shelf with the given id; throwing is a failure the user can retry.
    public var fetch: @Sendable (String) async throws -> [Book]

    /// An environment loading shelves with `fetch`.
    public init(fetch: @escaping @Sendable (String) async throws -> [Book]) { self.fetch = fetch }
  }

  /// Seeds the state from the Input handed in by the composing app: the shelf, not loaded yet.
  public static func initialState(with input: Input) -> State { State(shelfID: input.shelfID) }

  /// Loads on appearance and on retry (never twice at once), records the books or the failure,
  /// selects on tap and clears the selection on dismissal.
  public static func behavior() -> Behavior<Action, State, Environment> {
    .handle { action, context in
      switch action {
      case .onAppear, .retry:
        // A load in flight will deliver its own result: a second one would only race it.
        if context.state.isLoading { return .doNothing }
        return .reduce {
          $0.isLoading = true
          $0.failure = nil
        }
        .produce { ctx in
          let fetch = Effect<Action>.task {
            // No live state means the store (or this feature's slice of it) is gone: nobody is
            // left to show the books, and cancellation sends nothing.
            guard let shelf = await ctx.liveState?.shelfID else { throw CancellationError() }
            return .loaded(try await ctx.environment.fetch(shelf))
          } catch: { error in
            .failed(failureMessage(for: error))
          }
          // A host that swaps the shelf (new state, then `onAppear`) must not receive the old
          // shelf's books late: the new fetch replaces any still in flight.
          return fetch.cancellable(id: FetchID.shelf, cancelInFlight: true)
        }
      case .loaded(let books):
        return .reduce {
          $0.books = books
          $0.isLoading = false
        }
      case .failed(let message):
        return .reduce {
          $0.failure = message
          $0.isLoading = false
        }
      case .tapped(let book):
        return .reduce { $0.selected = book }
      case .dismissedDetail:
        return .reduce { $0.selected = nil }
      }
    }
  }

  /// What the user reads when a fetch throws `error`: its own description when it offers one
  /// (`LocalizedError`), otherwise how it describes itself, never Foundation's generic
  /// "The operation could not be completed".
  static func failureMessage(for error: any Error) -> String {
    if let description = (error as? any LocalizedError)?.errorDescription { return description }
    return String(describing: error)
  }

  typealias Content = LibraryView

  /// The id of the shelf fetch, so a new one replaces one still in flight.
  enum FetchID: Hashable, Sendable {
    case shelf
  }
}
