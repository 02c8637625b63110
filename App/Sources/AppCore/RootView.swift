import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexArchitecture

/// The app's screen: a navigation bar, then the screen the state says is on show. Each feature
/// is rendered through its own `view(store:environment:)`, over a projection of the app's store.
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
    Library.view(
      store: store.projection(action: AppAction.library, state: { $0.library }),
      environment: environment.library
    )
  }

  @ViewBuilder private var counterScreen: some View {
    Counter.view(
      store: store.projection(action: AppAction.counter, state: { $0.counter }),
      environment: environment.counter
    )
  }

  @ViewBuilder private var countersScreen: some View {
    Button("Add a counter") { store.dispatch(.addCounter) }
    if store.state.counters.isEmpty {
      Text("No counters yet.").foregroundStyle(.secondary)
    }
    ForEach(store.state.counters) { row in
      Section("Counter #\(row.id)") {
        if let rowStore = store.projection(
          action: { AppAction.counterRow(ElementAction(id: row.id, action: $0)) },
          state: { $0.counters[id: row.id] }
        ).transpose() {
          Counter.view(store: rowStore, environment: environment.counter)
        }
        Button("Remove counter #\(row.id)") { store.dispatch(.removeCounter(row.id)) }
      }
    }
  }

  @ViewBuilder private var heroScreen: some View {
    if let heroStore = store.projection(action: AppAction.heroDetail, state: { $0.heroDetail }).transpose() {
      HeroDetails.view(store: heroStore, environment: environment.heroDetail)
      Button("Close the hero") { store.dispatch(.closeHero) }
    } else {
      Text("No hero is open.").foregroundStyle(.secondary)
      Button("Open a hero") { store.dispatch(.showHero) }
    }
  }
}

/// One button per screen; the current one is marked.
struct NavigationBar: View {
  let current: Screen
  let navigate: @MainActor (Screen) -> Void

  var body: some View {
    HStack {
      ForEach(Screen.allCases, id: \.self) { screen in
        Button(screen == current ? "‹\(screen.rawValue)›" : screen.rawValue) { navigate(screen) }
      }
    }
  }
}
