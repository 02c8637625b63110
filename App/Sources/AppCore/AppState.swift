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
  /// The single counter of the Counter screen. Its step (`counter.$step`) is the one every
  /// counter of the list holds too: set on either tab, it is the step of all of them.
  public var counter: Counter.State
  /// The list of counters, each addressed by its id.
  public var counters: IdentifiedArrayOf<Counter.State> = []
  /// The counter of the list selected in the Counters tab's table, shown below it to be changed;
  /// `nil` when none is. A counter added is selected; a counter removed is no longer.
  public var selectedCounterID: Int?
  /// How the Counters tab's table orders the counters.
  public var counterSortOrder = CounterSortOrder.byID
  /// The id the next added counter gets.
  public var nextCounterID = 1
  /// Whether the catalog file is followed: its watch runs exactly while this says so (a
  /// subscription of ``appBehavior``), reloading the catalog whenever the file changes.
  public var isWatchingCatalog = false

  /// The app as it starts, with the library on `shelfID` and every counter moving by
  /// `counterStep` — a step of the app's own by default; a session hands one kept in a file
  /// (``AppMain``), so the step outlives the process.
  public init(shelfID: String, counterStep: Shared<Int> = Shared(value: 1)) {
    library = Library.initialState(with: Library.Input(shelfID: shelfID))
    counter = Counter.State(step: counterStep)
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
extension AppState: Codable {
  private enum CodingKeys: String, CodingKey {
    case screen, shelves, catalogProblem, library, destination, libraryPath, counter, counters
    case selectedCounterID, counterSortOrder, nextCounterID, isWatchingCatalog
  }

  /// Reads a recorded state. The fields the Counters tab's table added (its selection and sort
  /// order) may be missing: a recording made before them loads with none selected, by id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    screen = try container.decode(Screen.self, forKey: .screen)
    shelves = try container.decode([ShelfSummary].self, forKey: .shelves)
    catalogProblem = try container.decodeIfPresent(String.self, forKey: .catalogProblem)
    library = try container.decode(Library.State.self, forKey: .library)
    _destination = try container.decode(Presents<AppDestination.State>.self, forKey: .destination)
    libraryPath = try container.decode(StackState<LibraryPage.State>.self, forKey: .libraryPath)
    counter = try container.decode(Counter.State.self, forKey: .counter)
    counters = try container.decode(IdentifiedArrayOf<Counter.State>.self, forKey: .counters)
    selectedCounterID = try container.decodeIfPresent(Int.self, forKey: .selectedCounterID)
    counterSortOrder =
      try container.decodeIfPresent(CounterSortOrder.self, forKey: .counterSortOrder) ?? .byID
    nextCounterID = try container.decode(Int.self, forKey: .nextCounterID)
    isWatchingCatalog = try container.decode(Bool.self, forKey: .isWatchingCatalog)
  }
}
extension Screen: Codable {}
extension ShelfSummary: Codable {}
extension CatalogAlertAction: Codable {}
extension CounterRemovalAction: Codable {}
