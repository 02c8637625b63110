import LibraryFeature

/// The hard-coded shelves the preview serves instead of a real catalog.
enum PreviewCatalog {
  /// Books by shelf id; `empty` is a shelf with nothing on it.
  static let shelves: [String: [Book]] = [
    "sci-fi": [
      Book(id: "dune", title: "Dune", author: "Frank Herbert", year: 1965),
      Book(id: "foundation", title: "Foundation", author: "Isaac Asimov", year: 1951),
      Book(id: "left-hand", title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969),
    ],
    "classics": [
      Book(id: "emma", title: "Emma", author: "Jane Austen", year: 1815),
      Book(id: "middlemarch", title: "Middlemarch", author: "George Eliot", year: 1871),
    ],
    "empty": [],
  ]

  /// A fetch from ``shelves`` that takes `latency`, fails for an unknown shelf, and fails its
  /// first call when `failsFirstFetch` is set.
  static func environment(latency: Duration, failsFirstFetch: Bool) -> Library.Environment {
    let failures = FailureBudget(failsFirstFetch ? 1 : 0)
    return Library.Environment { shelfID in
      if latency > .zero { try await Task.sleep(for: latency) }
      if await failures.spend() { throw PreviewFetchError.offline }
      guard let books = shelves[shelfID] else { throw PreviewFetchError.noSuchShelf(shelfID) }
      return books
    }
  }
}

/// How many fetches are still to fail; an actor because fetches run concurrently with the UI.
actor FailureBudget {
  private var remaining: Int

  init(_ remaining: Int) { self.remaining = remaining }

  /// True, using one up, while failures remain.
  func spend() -> Bool {
    guard remaining > 0 else { return false }
    remaining -= 1
    return true
  }
}

/// The stub catalog's failures, worded for the screen.
enum PreviewFetchError: Error, CustomStringConvertible {
  /// The first fetch, with `--fail-first`.
  case offline
  /// A shelf id the catalog does not hold.
  case noSuchShelf(String)

  var description: String {
    switch self {
    case .offline: "the catalog is offline (try again)."
    case .noSuchShelf(let id): "there is no shelf named \"\(id)\"."
    }
  }
}
