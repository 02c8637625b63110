/// A book on a shelf: what the Library lists and what its detail sheet shows.
///
/// Its coding keys are exactly `id`, `title`, `author` and `year`, so a catalog of shelves can be
/// decoded straight into books.
public struct Book: Identifiable, Equatable, Hashable, Sendable, Codable {
  /// The book's identity within the catalog; the list and the sheet tell books apart by it.
  public var id: String
  /// The title the list shows.
  public var title: String
  /// Who wrote it.
  public var author: String
  /// The year it was first published.
  public var year: Int

  /// A book with every field given.
  public init(id: String, title: String, author: String, year: Int) {
    self.id = id
    self.title = title
    self.author = author
    self.year = year
  }
}
