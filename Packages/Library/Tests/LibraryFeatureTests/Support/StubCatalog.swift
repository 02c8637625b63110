import LibraryFeature

/// A catalog for tests: answers fetches from a script, in order, and records which shelves were
/// asked for. The last answer repeats once the script runs out.
actor StubCatalog {
  private var script: [Result<[Book], StubFailure>]
  /// The shelf ids fetched, in order.
  private(set) var requests: [String] = []

  init(_ script: Result<[Book], StubFailure>...) {
    precondition(!script.isEmpty, "A StubCatalog needs at least one answer to give.")
    self.script = script
  }

  func fetch(_ shelfID: String) throws(StubFailure) -> [Book] {
    requests.append(shelfID)
    let answer = script.count > 1 ? script.removeFirst() : script[0]
    return try answer.get()
  }

  /// An environment whose fetch asks this catalog.
  nonisolated var environment: Library.Environment {
    Library.Environment { shelfID in try await self.fetch(shelfID) }
  }
}

/// A fetch failure that describes itself, the way most errors reach the feature.
struct StubFailure: Error, CustomStringConvertible {
  var description: String
}

/// Books the tests put on shelves.
enum Books {
  static let dune = Book(id: "dune", title: "Dune", author: "Frank Herbert", year: 1965)
  static let emma = Book(id: "emma", title: "Emma", author: "Jane Austen", year: 1815)
  static let foundation = Book(id: "foundation", title: "Foundation", author: "Isaac Asimov", year: 1951)
}
