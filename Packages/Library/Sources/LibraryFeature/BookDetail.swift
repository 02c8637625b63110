import SwiftRexArchitecture

/// One book in detail: who wrote it, when, and a note the user keeps on it, edited in a
/// `TextEditor` bound through binding actions.
///
/// The Library presents it in a sheet (``Library/Destination/detail(_:)``) and keeps each book's
/// note while no sheet shows it; the feature itself knows only the book and the note.
@Feature(strategy: .observationSimple)
public enum BookDetail {
  /// What the app hands the feature to start it: the book, with no note yet.
  public typealias Input = Book

  /// The book shown and the note on it.
  public struct State: Sendable, Equatable {
    /// The book whose details are shown.
    public var book: Book
    /// The user's note on the book; empty when there is none.
    public var note: String

    /// The details of `book`, with `note` (by default none).
    public init(book: Book, note: String = "") {
      self.book = book
      self.note = note
    }
  }

  /// What can happen in the detail: a field bound from the view was edited (the note).
  public enum Action: BindableAction, Sendable, Equatable {
    /// A view's binding set a field of the state: `\.binding.note` is an edit of the note.
    case binding(BindingAction<State>)
  }

  /// The details of `book`, without a note.
  public static func initialState(with book: Book) -> State { State(book: book) }

  /// Applies the view's edits; the detail has no logic of its own.
  public static func behavior() -> Behavior<Action, State, Environment> {
    .binding()
  }

  typealias Content = BookDetailView
}

// Declared by the feature so an app that records its runs (SwiftRexRecording) can write and
// replay this feature's state and actions.
extension BookDetail.State: Codable {}
extension BookDetail.Action: Codable {}
