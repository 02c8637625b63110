import Foundation
import LibraryFeature
import Testing

@testable import AppCore

@Suite("CatalogLoader")
struct CatalogLoaderTests {
  private func decode(_ json: String) throws(CatalogError) -> Catalog {
    try CatalogLoader.decode(Data(json.utf8), path: "test.json")
  }

  @Test func theBundledCatalogHoldsRealShelvesOfBooks() throws {
    let url = try #require(CatalogLoader.bundledURL)
    let catalog = try CatalogLoader.load(from: url)
    #expect(catalog.shelves.map(\.id) == ["sci-fi", "classics", "programming", "history", "poetry"])
    #expect(catalog.shelves.flatMap(\.books).count >= 30)
    #expect(
      catalog.shelf(id: "sci-fi")?.books.first
        == Book(id: "sci-fi-1", title: "Dune", author: "Frank Herbert", year: 1965))
  }

  @Test func aMissingFileSaysWhereItLooked() {
    #expect(throws: CatalogError.missing(path: "/no/such/catalog.json")) {
      try CatalogLoader.load(from: URL(fileURLWithPath: "/no/such/catalog.json"))
    }
    #expect(
      CatalogError.missing(path: "/x.json").description
        == "No catalog at /x.json. Check the path given to --catalog.")
  }

  @Test func malformedJSONIsExplained() {
    #expect(throws: CatalogError.self) { try decode("{ not json") }
    do {
      _ = try decode("{ not json")
    } catch {
      #expect(error.description.hasPrefix("The catalog at test.json is not valid: it is not JSON"))
    }
  }

  @Test func aWrongFieldIsNamedByItsPath() {
    let json = """
      {"shelves": [{"id": "a", "name": "A", "books": [{"id": "1", "title": "T", "author": "X", "year": "old"}]}]}
      """
    do {
      _ = try decode(json)
      Issue.record("expected a malformed catalog")
    } catch {
      #expect(
        error == .malformed(path: "test.json", reason: "shelves[0].books[0].year should be a whole number"))
    }
  }

  @Test func aMissingFieldIsNamed() {
    do {
      _ = try decode(#"{"shelves": [{"id": "a", "books": []}]}"#)
      Issue.record("expected a malformed catalog")
    } catch {
      #expect(error == .malformed(path: "test.json", reason: "shelves[0].name is missing"))
    }
  }

  @Test func duplicateIdsAreRefused() {
    let json = """
      {"shelves": [{"id": "a", "name": "A", "books": [
        {"id": "1", "title": "T", "author": "X", "year": 1},
        {"id": "1", "title": "U", "author": "Y", "year": 2}]}]}
      """
    #expect(throws: CatalogError.duplicateID(path: "test.json", id: "1")) { try decode(json) }
  }

  @Test func nonUTF8BytesAreRefused() {
    #expect(throws: CatalogError.notText(path: "bin")) {
      try CatalogLoader.decode(Data([0xFF, 0xFE, 0x00, 0x7B]), path: "bin")
    }
  }

  @Test func aHugeCatalogIsRefusedBeforeDecoding() {
    let data = Data(count: CatalogLoader.maximumSize + 1)
    #expect(
      throws: CatalogError.tooLarge(
        path: "big", bytes: CatalogLoader.maximumSize + 1, limit: CatalogLoader.maximumSize)
    ) {
      try CatalogLoader.decode(data, path: "big")
    }
  }

  @Test func emojiAndWideTitlesDecode() throws {
    let json =
      #"{"shelves": [{"id": "a", "name": "📚 本棚", "books": [{"id": "1", "title": "三体 🚀", "author": "刘慈欣", "year": 2008}]}]}"#
    let catalog = try decode(json)
    #expect(catalog.shelves.first?.books.first?.title == "三体 🚀")
  }

  @Test func anUnknownShelfNamesTheOnesThatExist() async throws {
    let url = try #require(CatalogLoader.bundledURL)
    let source = CatalogSource(url: url)
    await #expect(throws: CatalogError.self) { try await source.books(onShelf: "cookbooks") }
    do {
      _ = try await source.books(onShelf: "cookbooks")
    } catch {
      #expect(
        "\(error)"
          == "There is no shelf \"cookbooks\" in the catalog; try one of: sci-fi, classics, programming, history, poetry."
      )
    }
    #expect(try await source.books(onShelf: "poetry").count == 6)
  }
}
