import LibraryFeature
import SwiftRexArchitecture

/// A screen pushed onto the Library tab's navigation stack: an author's books, or one book. A
/// book page links to its author's page, whose books link to their pages, so the stack can grow
/// as deep as the reader follows it.
public enum LibraryPage {
  /// What a page shows.
  public enum State: Equatable, Sendable {
    /// The books of one author, as the shelf on show lists them.
    case author(name: String, books: [Book])
    /// One book.
    case book(Book)

    /// How the breadcrumb names the page.
    public var title: String {
      switch self {
      case .author(let name, _): name
      case .book(let book): book.title
      }
    }
  }

  /// What a page asks for; the app answers by pushing the page asked for.
  @Prisms
  public enum Action: Equatable, Sendable {
    /// Open a book's page.
    case openBook(Book)
    /// Open the page of an author's books.
    case moreByAuthor(String)
  }
}

// Part of the app's recorded state and actions (see AppRecording).
extension LibraryPage.State: Codable {}
extension LibraryPage.Action: Codable {}
