import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexPersistence

extension AppEnvironment {
  /// The real dependencies: books and shelves from `catalog`, whose file `watcher` (if any)
  /// watches for changes.
  public static func live(catalog: CatalogSource, watcher: FileWatcher? = nil) -> AppEnvironment {
    AppEnvironment(
      library: Library.Environment(fetch: { shelfID in try await catalog.books(onShelf: shelfID) }),
      heroDetail: HeroDetails.Environment(),
      counter: Counter.Environment.untracked,
      listShelves: { try await catalog.shelves() },
      catalogChanges: { watcher?.changes() ?? AsyncStream { $0.finish() } },
      reloadCatalog: { try await catalog.reload() }
    )
  }
}
