import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexArchitecture

/// Everything that can happen in the app: the features' actions, lifted, and the app's own.
@Prisms
public enum AppAction: Sendable, Equatable {
  /// The app finished launching: read the shelves.
  case started
  /// Show a screen.
  case navigate(Screen)
  /// The catalog's shelves were read.
  case shelvesLoaded([ShelfSummary])
  /// The catalog could not be read.
  case catalogFailed(String)
  /// Follow the catalog file: reload it whenever it changes, until ``stopWatchingCatalog``
  /// (sets ``AppState/isWatchingCatalog``; the watch is its subscription).
  case watchCatalog
  /// Stop following the catalog file (clears ``AppState/isWatchingCatalog``, which ends the
  /// watch).
  case stopWatchingCatalog
  /// The catalog file changed and its new version was read: the app shows it.
  case catalogReloaded(Catalog)
  /// The catalog file changed but its new version cannot be used: the message says why; the last
  /// good catalog stays.
  case catalogReloadFailed(String)
  /// Show another shelf in the library.
  case selectShelf(String)
  /// An action of the library feature.
  case library(Library.Action)
  /// Present a fresh hero in a sheet.
  case showHero
  /// An action of what is presented — the hero, a button of the catalog alert or of the
  /// counter-removal dialog — or its dismissal.
  case destination(PresentationAction<AppDestination.Action>)
  /// An action of the Library tab's navigation stack.
  case libraryPath(StackAction<LibraryPage.State, LibraryPage.Action>)
  /// An action of the single counter.
  case counter(Counter.Action)
  /// Add a counter to the list, and select it.
  case addCounter
  /// Order the Counters tab's table this way.
  case sortCounters(CounterSortOrder)
  /// Select the counter of the list with this id, or none; an id not in the list selects none.
  case selectCounter(Int?)
  /// Ask whether to remove the counter with this id from the list.
  case askToRemoveCounter(Int)
  /// Remove the counter with this id from the list.
  case removeCounter(Int)
  /// An action for one counter of the list.
  case counterRow(ElementAction<Int, Counter.Action>)
}

// Recorded with each run (`--record`) and dispatched again by a replay.
extension AppAction: Codable {}
