import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexArchitecture

/// The app's screen: a tab bar, then the tab the state says is on show. Each feature is rendered
/// through its own `view(store:environment:)`, over a projection of the app's store through the
/// feature's ``AppScope`` — the scope its behaviour is lifted through. Navigation is state: the
/// tab, the Library tab's stack, the hero's sheet, the alert and the dialog all change only through
/// actions.
@MainActor
public struct RootView: View {
  let store: Store<AppAction, AppState, AppEnvironment>
  let environment: AppEnvironment

  /// The root view of `store`, whose features' views get their parts of `environment`.
  public init(store: Store<AppAction, AppState, AppEnvironment>, environment: AppEnvironment) {
    self.store = store
    self.environment = environment
  }

  /// The tab bar and the current tab; the app's alert and dialog over whatever shows.
  public var body: some View {
    VStack {
      Text("SwiftRex for Linux").font(.title)
      TabView(selection: Binding(get: { store.state.screen }, set: { store.dispatch(.navigate($0)) })) {
        Tab(Screen.library.rawValue, value: Screen.library) { libraryTab }
        Tab(Screen.counter.rawValue, value: Screen.counter) { counterScreen }
        Tab(Screen.counters.rawValue, value: Screen.counters) { countersScreen }
        Tab(Screen.hero.rawValue, value: Screen.hero) { heroScreen }
      }
    }
    .alert(store: store, scope: AppScope.catalogAlert)
    .confirmationDialog(store: store, scope: AppScope.counterRemoval)
  }

  /// The Library tab: a navigation stack whose root is the shelf, with author and book pages
  /// pushed on it.
  private var libraryTab: some View {
    NavigationStack(store: store, scope: AppScope.libraryPath, rootTitle: "Library") {
      libraryScreen
    } destination: { page in
      LibraryPageView(page: page)
    } title: { page in
      page.title
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
        Button("Remove counter #\(row.id)") { store.dispatch(.askToRemoveCounter(row.id)) }
      }
    }
  }

  private var heroScreen: some View {
    Button("Open the hero") { store.dispatch(.showHero) }
      .sheet(store: store, scope: AppScope.heroDetail.lanes) { hero in
        HeroDetails.view(store: hero, environment: AppScope.heroDetail.environment(environment))
      }
  }
}

/// A page of the Library tab's stack: an author's books, each linking to its page, or a book,
/// linking to more by its author.
struct LibraryPageView: View {
  let page: StoreProjection<LibraryPage.State, LibraryPage.Action>

  var body: some View {
    switch page.state {
    case .author(let name, let books):
      Text("Books by \(name)").font(.headline)
      List(books) { book in
        Button(book.title) { page.dispatch(.openBook(book)) }
      }
    case .book(let book):
      Text(book.title).font(.headline)
      Text("by \(book.author), \(String(book.year))")
      Button("More by \(book.author)") { page.dispatch(.moreByAuthor(book.author)) }
    }
  }
}
