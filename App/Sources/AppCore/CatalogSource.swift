import Foundation
import LibraryFeature

/// The live catalog: read from a file once, on first use, off the main actor, then served from
/// memory until ``reload()`` reads it again; each request can wait an artificial latency first,
/// so the loading state shows.
public actor CatalogSource {
  private let url: URL?
  private let latency: Duration
  private var loaded: Catalog?

  /// A source reading `url` (nil: the bundled catalog is missing) and waiting `latency` per request.
  public init(url: URL?, latency: Duration = .zero) {
    self.url = url
    self.latency = latency
  }

  /// The whole catalog.
  public func catalog() async throws -> Catalog {
    if latency > .zero { try await Task.sleep(for: latency) }
    if let loaded { return loaded }
    guard let url else { throw CatalogError.missing(path: "the app's bundled catalog.json") }
    let catalog = try CatalogLoader.load(from: url)
    loaded = catalog
    return catalog
  }

  /// Reads the file again (it changed): a valid catalog replaces the one served from memory and
  /// is returned; an invalid one throws why, and the last good catalog stays in use.
  public func reload() throws -> Catalog {
    guard let url else { throw CatalogError.missing(path: "the app's bundled catalog.json") }
    let catalog = try CatalogLoader.load(from: url)
    loaded = catalog
    return catalog
  }

  /// The books on shelf `id`; an unknown shelf is an error naming the ones that exist.
  public func books(onShelf id: String) async throws -> [Book] {
    let catalog = try await catalog()
    guard let shelf = catalog.shelf(id: id) else {
      throw CatalogError.unknownShelf(id: id, available: catalog.shelves.map(\.id))
    }
    return shelf.books
  }

  /// Every shelf's id and name.
  public func shelves() async throws -> [ShelfSummary] {
    try await catalog().shelves.map { ShelfSummary(id: $0.id, name: $0.name) }
  }
}
