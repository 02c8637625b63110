import Foundation
import LibraryFeature
import Testing

@Suite struct BookTests {
  @Test func decodesFromTheCatalogsKeys() throws {
    let json = #"{"id": "dune", "title": "Dune", "author": "Frank Herbert", "year": 1965}"#
    let book = try JSONDecoder().decode(Book.self, from: Data(json.utf8))
    #expect(book == Book(id: "dune", title: "Dune", author: "Frank Herbert", year: 1965))
  }

  @Test func encodesExactlyItsFourKeys() throws {
    let data = try JSONEncoder().encode(Books.emma)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == ["id", "title", "author", "year"])
    #expect(object["year"] as? Int == 1815)
    #expect(try JSONDecoder().decode(Book.self, from: data) == Books.emma)
  }

  @Test func aBookMissingAFieldDoesNotDecode() {
    let json = #"{"id": "dune", "title": "Dune", "author": "Frank Herbert"}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Book.self, from: Data(json.utf8)) }
  }

  @Test func identityIsTheID() {
    var reprinted = Books.dune
    reprinted.year = 1990
    #expect(reprinted.id == Books.dune.id)
    #expect(reprinted != Books.dune)
    #expect(Set([Books.dune, Books.dune, Books.emma]).count == 2)
  }
}
