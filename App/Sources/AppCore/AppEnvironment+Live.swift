import CounterFeature
import HeroDetailsFeature
import LibraryFeature

extension AppEnvironment {
  /// The real dependencies: books and shelves from `catalog`.
  public static func live(catalog: CatalogSource) -> AppEnvironment {
    AppEnvironment(
      library: Library.Environment(fetch: { shelfID in try await catalog.books(onShelf: shelfID) }),
      heroDetail: HeroDetails.Environment(),
      counter: Counter.Environment.untracked,
      listShelves: { try await catalog.shelves() }
    )
  }
}
