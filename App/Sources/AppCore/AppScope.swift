import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexArchitecture

/// Where each feature lives in the app — its actions, its state, its environment — said once:
/// `appBehavior` lifts each feature through its scope and `RootView` shows it through the same
/// scope, so the behaviour and the view cannot disagree about where a child is.
enum AppScope {
  /// The library: always present (a total state lane).
  static let library = Relay.Empty
    .action(AppAction.prism.library)
    .state(\AppState.library)
    .environment(\AppEnvironment.library)

  /// What is presented: the hero in a sheet (it runs only while presented, and Done dismisses
  /// it), the catalog alert or the counter-removal dialog.
  static let destination = Relay.Empty
    .action(\AppAction.destination)
    .presentation(\AppState.$destination)
    .environment(\AppEnvironment.heroDetail)

  /// The Library tab's stack of author and book pages.
  static let libraryPath = Relay.Empty
    .action(\AppAction.libraryPath)
    .stack(\AppState.libraryPath)

  /// The Counter screen's counter.
  static let counter = Relay.Empty
    .action(\AppAction.counter)
    .state(\AppState.counter)
    .environment(\AppEnvironment.counter)

  /// The list of counters, one child per id.
  static let counterRows = Relay.Empty
    .action(\AppAction.counterRow)
    .elements(\AppState.counters)
    .environment(\AppEnvironment.counter)
}
