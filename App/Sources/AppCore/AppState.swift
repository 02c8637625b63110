import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexArchitecture

/// Everything the app shows, as one value: each feature's state lives in its own field.
public struct AppState: Equatable, Sendable {
  /// The screen on show.
  public var screen: Screen = .library
  /// The shelves the catalog offers, once read; the library shows one at a time.
  public var shelves: [ShelfSummary] = []
  /// Why the shelves could not be read, if they could not.
  public var catalogProblem: String?
  /// The library feature, always present.
  public var library: Library.State
  /// What is presented over the screens, one at a time: the hero's sheet, the catalog alert or
  /// the counter-removal dialog.
  @Presents public var destination: AppDestination.State?
  /// The pages pushed onto the Library tab: authors and books, followed link by link.
  public var libraryPath = StackState<LibraryPage.State>()
  /// The single counter of the Counter screen.
  public var counter: Counter.State
  /// The list of counters, each addressed by its id.
  public var counters: IdentifiedArrayOf<Counter.State> = []
  /// The id the next added counter gets.
  public var nextCounterID = 1
  /// Whether the catalog file is followed: its watch runs exactly while this says so (a
  /// subscription of ``appBehavior``), reloading the catalog whenever the file changes.
  public var isWatchingCatalog = false

  /// The app as it starts, with the library on `shelfID`.
  public init(shelfID: String) {
    library = Library.initialState(with: Library.Input(shelfID: shelfID))
    counter = Counter.initialState()
  }
}

/// The app's tabs, in the order its tab bar shows them.
public enum Screen: String, CaseIterable, Equatable, Sendable {
  /// The book shelves, loaded from the catalog.
  case library = "Library"
  /// A single counter that lives as long as the app.
  case counter = "Counter"
  /// A list of counters addressed by id.
  case counters = "Counters"
  /// The hero, presented in a sheet from here.
  case hero = "Hero"
}

/// What the catalog alert's buttons do.
@Prisms
public enum CatalogAlertAction: Equatable, Sendable {
  /// Read the shelves again.
  case retry
}

/// What the counter-removal dialog's buttons do.
@Prisms
public enum CounterRemovalAction: Equatable, Sendable {
  /// Remove the counter with this id.
  case remove(Int)
}

/// A shelf as the navigation shows it: its id and name, not its books.
public struct ShelfSummary: Identifiable, Equatable, Sendable {
  /// The shelf's id.
  public var id: String
  /// The shelf's name.
  public var name: String

  /// A summary.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}

// Recorded with each run (`--record`), so a replay starts from it and checks it by value.
extension AppState: Codable {}
extension Screen: Codable {}
extension ShelfSummary: Codable {}
extension CatalogAlertAction: Codable {}
extension CounterRemovalAction: Codable {}
