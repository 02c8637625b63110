import CounterFeature
import HeroDetailsFeature
import LibraryFeature

/// The app's dependencies: each feature's environment, how to list the catalog's shelves, and
/// how to follow changes of the catalog file.
public struct AppEnvironment: Sendable {
  /// The library's dependencies.
  public var library: Library.Environment
  /// The hero's dependencies.
  public var heroDetail: HeroDetails.Environment
  /// The counters' dependencies.
  public var counter: Counter.Environment
  /// Reads the catalog's shelves.
  public var listShelves: @Sendable () async throws -> [ShelfSummary]
  /// The catalog file's changes, one element per change, for as long as they are iterated; a
  /// stream that ends at once when nothing is watched.
  public var catalogChanges: @Sendable () -> AsyncStream<Void>
  /// Reads the catalog file again after a change; throws why the new version cannot be used.
  public var reloadCatalog: @Sendable () async throws -> Catalog

  /// An environment from its parts; by default the catalog is not watched.
  public init(
    library: Library.Environment, heroDetail: HeroDetails.Environment, counter: Counter.Environment,
    listShelves: @escaping @Sendable () async throws -> [ShelfSummary],
    catalogChanges: @escaping @Sendable () -> AsyncStream<Void> = { AsyncStream { $0.finish() } },
    reloadCatalog: @escaping @Sendable () async throws -> Catalog = { Catalog(shelves: []) }
  ) {
    self.library = library
    self.heroDetail = heroDetail
    self.counter = counter
    self.listShelves = listShelves
    self.catalogChanges = catalogChanges
    self.reloadCatalog = reloadCatalog
  }
}
