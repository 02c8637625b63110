import CounterFeature
import HeroDetailsFeature
import LibraryFeature

/// The app's dependencies: each feature's environment, and how to list the catalog's shelves.
public struct AppEnvironment: Sendable {
  /// The library's dependencies.
  public var library: Library.Environment
  /// The hero's dependencies.
  public var heroDetail: HeroDetails.Environment
  /// The counters' dependencies.
  public var counter: Counter.Environment
  /// Reads the catalog's shelves.
  public var listShelves: @Sendable () async throws -> [ShelfSummary]

  /// An environment from its parts.
  public init(
    library: Library.Environment, heroDetail: HeroDetails.Environment, counter: Counter.Environment,
    listShelves: @escaping @Sendable () async throws -> [ShelfSummary]
  ) {
    self.library = library
    self.heroDetail = heroDetail
    self.counter = counter
    self.listShelves = listShelves
  }
}
