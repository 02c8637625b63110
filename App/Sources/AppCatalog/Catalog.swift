import Foundation
import LibraryModel

/// The books the app can show, grouped into shelves: what the catalog file holds.
public struct Catalog: Sendable, Equatable, Codable {
  /// Every shelf, in the order the file lists them.
  public var shelves: [Shelf]

  /// A catalog of `shelves`.
  public init(shelves: [Shelf]) { self.shelves = shelves }

  /// The shelf whose id is `id`, if any. O(shelves).
  public func shelf(id: String) -> Shelf? { shelves.first { $0.id == id } }
}

/// A named group of books.
public struct Shelf: Sendable, Equatable, Codable, Identifiable {
  /// The shelf's id, as a `Library.Input` names it.
  public var id: String
  /// The shelf's name, as shown.
  public var name: String
  /// The shelf's books, in order.
  public var books: [Book]

  /// A shelf.
  public init(id: String, name: String, books: [Book]) {
    self.id = id
    self.name = name
    self.books = books
  }
}
