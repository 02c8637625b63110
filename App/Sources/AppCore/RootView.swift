import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexArchitecture

/// The app's screen: a navigation bar, then the screen the state says is on show. Each feature
/// is rendered through its own `view(store:environment:)`, over a projection of the app's store
/// through the feature's ``AppScope`` — the scope its behaviour is lifted through.
@MainActor
public struct RootView: View {
  let store: Store<AppAction, AppState, AppEnvironment>
  let environment: AppEnvironment

  /// The root view of `store`, whose features' views get their parts of `environment`.
  public init(store: Store<AppAction, AppState, AppEnvironment>, environment: AppEnvironment) {
    self.store = store
    self.environment = environment
  }

  /// The navigation bar and the current screen.
  public var body: some View {
    VStack {
      Text("SwiftRex for Linux").font(.title)
      NavigationBar(current: store.state.screen) { store.dispatch(.navigate($0)) }
      Divider()
      switch store.state.screen {
      case .library: libraryScreen
      case .counter: counterScreen
      case .counters: countersScreen
      case .hero: heroScreen
      }
    }
  }

  @ViewBuilder private var libraryScreen: some View {
    if let problem = store.state.catalogProblem {
      Text(problem).foregroundStyle(.secondary)
    }
    if !store.state.shelves.isEmpty {
      HStack {
        Text("Shelves:")
        ForEach(store.state.shelves) { shelf in
          Button(shelf.id == store.state.library.shelfID ? "‹\(shelf.name)›" : shelf.name) {
            store.dispatch(.selectShelf(shelf.id))
          }
        }
      }
    }
    if let library = store.projection(AppScope.library) {
      Library.view(store: library, environment: AppScope.library.environment(environment))
    }
  }

  @ViewBuilder private var counterScreen: some View {
    if let counter = store.projection(AppScope.counter) {
      Counter.view(store: counter, environment: AppScope.counter.environment(environment))
    }
  }

  @ViewBuilder private var countersScreen: some View {
    Button("Add a counter") { store.dispatch(.addCounter) }
    if store.state.counters.isEmpty {
      Text("No counters yet.").foregroundStyle(.secondary)
    }
    ForEach(store.state.counters) { row in
      Section("Counter #\(row.id)") {
        if let rowStore = store.projection(row.id, in: AppScope.counterRows) {
          Counter.view(store: rowStore, environment: AppScope.counterRows.environment(environment))
        }
        Button("Remove counter #\(row.id)") { store.dispatch(.removeCounter(row.id)) }
      }
    }
  }

  @ViewBuilder private var heroScreen: some View {
    if let heroStore = store.projection(AppScope.heroDetail) {
      HeroDetails.view(store: heroStore, environment: AppScope.heroDetail.environment(environment))
      Button("Close the hero") { store.dispatch(.closeHero) }
    } else {
      Text("No hero is open.").foregroundStyle(.secondary)
      Button("Open a hero") { store.dispatch(.showHero) }
    }
  }
}

/// One button per screen; the current one is marked.
///
/// Equal when it marks the same screen: `navigate` always dispatches to the same store, so a
/// root render that keeps the screen does not evaluate the bar again.
struct NavigationBar: View, Equatable {
  let current: Screen
  let navigate: @MainActor (Screen) -> Void

  var body: some View {
    HStack {
      ForEach(Screen.allCases, id: \.self) { screen in
        Button(screen == current ? "‹\(screen.rawValue)›" : screen.rawValue) { navigate(screen) }
      }
    }
  }

  static func == (lhs: NavigationBar, rhs: NavigationBar) -> Bool { lhs.current == rhs.current }
}
