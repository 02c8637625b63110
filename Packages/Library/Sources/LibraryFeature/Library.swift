import Foundation
import SwiftRexArchitecture

/// A shelf of books: loaded when it appears, with a message and a retry when loading fails, and
/// a detail sheet for the book the user picks, where the user keeps a note on it (``BookDetail``).
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

  /// What the shelf presents, declared once: the detail of a book, in a sheet.
  @Destination
  public enum Destination {
    /// The picked book and its note.
    case detail(BookDetail)
  }

  /// The shelf, where its loading stands, what it presents, and the notes on its books.
  public struct State: Sendable, Equatable {
    /// The shelf this feature shows; every fetch asks for it.
    public var shelfID: String
    /// The shelf's books and where their loading stands. One value, so "loading and failed at
    /// once" cannot be represented: a reload or a failure keeps the last books as `previous`.
    public var shelf: Loading<[Book], LoadFailure>
    /// What is presented: non-nil presents the detail sheet of the book in ``Destination``.
    @Presents public var destination: Destination.State?
    /// The note on each book that has one, by the book's id: kept while no sheet shows the book,
    /// so that opening it again shows the note as the user left it.
    public var notes: [Book.ID: String]
    /// Why the latest version of the catalog could not be used, while the shelf goes on showing
    /// the last good one; `nil` once a good version arrives.
    public var reloadProblem: String?

    /// A shelf in any state; by default not loaded yet, nothing presented, no notes, no reload
    /// problem.
    public init(
      shelfID: String, shelf: Loading<[Book], LoadFailure> = .idle, destination: Destination.State? = nil,
      notes: [Book.ID: String] = [:], reloadProblem: String? = nil
    ) {
      self.shelfID = shelfID
      self.shelf = shelf
      self.destination = destination
      self.notes = notes
      self.reloadProblem = reloadProblem
    }

    /// The books to show: the last ones that arrived, kept while reloading or after a failure.
    public var books: [Book] { shelf.value ?? [] }
    /// Whether a fetch is in flight; while it is, appearing again or retrying starts no other.
    public var isLoading: Bool { shelf.isLoading }
    /// Why the last fetch failed, shown with a Retry button; `nil` unless the shelf failed.
    public var failure: String? { shelf.error?.message }
  }

  /// Why a shelf could not be loaded, in words for the screen.
  public struct LoadFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence the shelf shows next to its Retry button.
    public var message: String

    /// A failure shown as `message`.
    public init(_ message: String) { self.message = message }

    /// The message itself.
    public var description: String { message }
  }

  /// What can happen on the shelf.
  public enum Action: Sendable, Equatable {
    /// The shelf appeared: load it, unless a load is already in flight.
    case onAppear
    /// A fetch delivered the shelf's books.
    case loaded([Book])
    /// A fetch failed; the payload is the message to show.
    case failed(String)
    /// The user asked to load the shelf again after a failure.
    case retry
    /// The user picked a book: present its details, with the note kept on it.
    case tapped(Book)
    /// What happens in the presented detail, and its dismissal (`.destination(.dismiss)`).
    case destination(PresentationAction<Destination.Action>)
    /// The user asked for more books by this author: the detail closes, and the app (which
    /// knows where authors are shown) navigates.
    case moreByAuthor(String)
    /// The catalog changed while the shelf was shown (its file was edited): these are the shelf's
    /// books now. The open detail stays if its book is still there (updated), else the sheet
    /// closes.
    case reloaded([Book])
    /// The catalog changed but its new version cannot be used: the payload says why. The shelf
    /// keeps showing the last good books.
    case reloadFailed(String)
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

  /// Where the detail lives: presented in ``State/destination``, its actions in
  /// ``Action/destination(_:)``. The behaviour lifts it and the view shows it through this one
  /// scope. The detail needs nothing from the environment.
  static let destinationScope = Relay.Empty
    .action(\Action.destination)
    .presentation(\State.$destination)
    .environment { (_: Environment) in () }

  /// Loads on appearance and on retry (never twice at once), records the books or the failure,
  /// presents a book's detail on tap and closes it on dismissal (and when the user asks for more
  /// by the author: the composing app shows those). Each edit of the note is kept in
  /// ``State/notes`` as it is made, so however the sheet closes the note stays. A reloaded
  /// catalog replaces the books, keeping the detail open while its book exists; a failed reload
  /// is shown beside the last good books.
  public static func behavior() -> Behavior<Action, State, Environment> {
    .combine(Destination.behavior().lift(destinationScope), shelf)
  }

  /// The shelf's own logic; the presented detail runs before it (a presentation lift does), so
  /// an edit of the note is already in the detail's state when the shelf keeps it.
  static let shelf = Behavior<Action, State, Environment>.handle { action, context in
    switch action {
    case .onAppear, .retry:
      // A load in flight will deliver its own result: a second one would only race it.
      if context.state.isLoading { return .doNothing }
      return .reduce { $0.shelf = $0.shelf.reloading() }
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
      return .reduce { $0.shelf = .loaded(books) }
    case .failed(let message):
      return .reduce { $0.shelf = $0.shelf.failing(with: LoadFailure(message)) }
    case .tapped(let book):
      // The book already open stays the same presentation: its sheet does not flicker.
      if context.state.destination?.detail?.book == book { return .doNothing }
      return .reduce { $0.destination = .detail(BookDetail.State(book: book, note: $0.notes[book.id] ?? "")) }
    case .destination(.presented(.detail(.binding))):
      return .reduce { state in
        guard let detail = state.destination?.detail else { return }
        state.notes[detail.book.id] = detail.note.isEmpty ? nil : detail.note
      }
    case .destination:
      return .doNothing
    case .moreByAuthor:
      return .reduce { $0.destination = nil }
    case .reloaded(let books):
      return .reduce { state in
        state.shelf = .loaded(books)
        state.reloadProblem = nil
        // The open detail shows the book's new version, changed in place so the sheet stays the
        // same presentation, or closes when the book has gone (its note stays in `notes`).
        guard let open = state.destination?.detail?.book.id else { return }
        if let current = books.first(where: { $0.id == open }) {
          state.destination?.detail?.book = current
        } else {
          state.destination = nil
        }
      }
      // A fetch still in flight read an older catalog than this one: its books must not land.
      .produce { _ in .cancel(id: FetchID.shelf) }
    case .reloadFailed(let message):
      return .reduce { $0.reloadProblem = message }
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

// Declared by the feature so an app that records its runs (SwiftRexRecording) can write and
// replay this feature's state and actions.
extension Library.State: Codable {}
extension Library.Action: Codable {}
extension Library.LoadFailure: Codable {}
extension Library.Destination.State: Codable {}
extension Library.Destination.Action: Codable {}
