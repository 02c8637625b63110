import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexArchitecture

/// The app's screen: a tab bar, then the tab the state says is on show, in a box titled with its
/// name. Each feature is rendered through its own `view(store:environment:)`, over a projection of
/// the app's store through the feature's ``AppScope`` — the scope its behaviour is lifted through.
/// Navigation is state: the tab, the Library tab's stack, the hero's sheet, the alert and the
/// dialog all change only through actions.
///
/// The Library tab adapts to the terminal's width (``ViewThatFits`` along the horizontal axis, so
/// a tall shelf does not change it): from
/// ``sideBySideWidth`` columns up, the shelf's books and the page pushed on the stack (an author's
/// books, a book) stand side by side; narrower, the page takes the shelf's place.
@MainActor
public struct RootView: View {
  let store: Store<AppAction, AppState, AppEnvironment>
  let environment: AppEnvironment

  /// The root view of `store`, whose features' views get their parts of `environment`.
  public init(store: Store<AppAction, AppState, AppEnvironment>, environment: AppEnvironment) {
    self.store = store
    self.environment = environment
  }

  /// The columns from which the Library tab shows its shelf and its page side by side.
  public static let sideBySideWidth = 100

  /// The columns the shelf's books take beside the page.
  static let shelfColumnWidth = 42

  /// The tab bar and the current tab; the app's alert and dialog over whatever shows.
  public var body: some View {
    VStack {
      Text("SwiftRex for Linux").font(.title)
      TabView(selection: store.binding(get: \.screen, send: AppAction.navigate)) {
        Tab(Screen.library.rawValue, value: Screen.library) { libraryTab }
        Tab(Screen.counter.rawValue, value: Screen.counter) { counterScreen.tabBox(Screen.counter.rawValue) }
        Tab(Screen.counters.rawValue, value: Screen.counters) {
          countersScreen.tabBox(Screen.counters.rawValue)
        }
        Tab(Screen.hero.rawValue, value: Screen.hero) { heroScreen.tabBox(Screen.hero.rawValue) }
      }
    }
    .alert(store: store, scope: AppScope.destination, state: \.catalogAlert, action: \.catalogAlert)
    .confirmationDialog(
      store: store, scope: AppScope.destination, state: \.counterRemoval, action: \.counterRemoval)
  }

  /// The Library tab: the shelf and the page pushed on the stack side by side when the columns
  /// are there, else a navigation stack whose root is the shelf, the pages pushed over it.
  private var libraryTab: some View {
    ViewThatFits(in: .horizontal) {
      VStack {
        shelves
        HStack(spacing: 1) {
          shelf
            .frame(width: Self.shelfColumnWidth, alignment: .topLeading)
            .padding(.horizontal, 1)
            .border(.rounded, title: "Books")
          libraryStack {
            Text("A book's or an author's page opens here.").foregroundStyle(.secondary)
          }
          .frame(maxWidth: .infinity, alignment: .topLeading)
          .padding(.horizontal, 1)
          .border(.rounded, title: "Page")
        }
      }
      // Exactly this wide when asked for its ideal width, so it fits from this many columns on,
      // whatever the pages hold.
      .frame(
        minWidth: Self.sideBySideWidth, idealWidth: Self.sideBySideWidth, maxWidth: .infinity,
        alignment: .leading)
      libraryStack {
        shelves
        shelf
      }
      .tabBox(Screen.library.rawValue)
    }
  }

  /// The Library tab's navigation stack: `root` while nothing is pushed, else the author and book
  /// pages pushed on it.
  private func libraryStack<Root: View>(@ViewBuilder root: () -> Root) -> some View {
    NavigationStack(store: store, scope: AppScope.libraryPath, rootTitle: "Library", root: root) { page in
      LibraryPageView(page: page)
    } title: { page in
      page.title
    }
  }

  /// Why the catalog could not be read, if it could not, and the shelves to pick from, the one
  /// on show coloured.
  @ViewBuilder private var shelves: some View {
    if let problem = store.state.catalogProblem {
      Text(problem).foregroundColor(.red)
    }
    if !store.state.shelves.isEmpty {
      HStack {
        Text("Shelves:")
        ForEach(store.state.shelves) { shelf in
          let isOnShow = shelf.id == store.state.library.shelfID
          // One button whatever its look, so it keeps its handle when another shelf is picked.
          Button(isOnShow ? "‹\(shelf.name)›" : shelf.name) { store.dispatch(.selectShelf(shelf.id)) }
            .foregroundColor(isOnShow ? .green : nil)
        }
      }
    }
  }

  /// The shelf on show: the Library feature's view.
  @ViewBuilder private var shelf: some View {
    if let library = store.projection(AppScope.library) {
      Library.view(store: library, environment: AppScope.library.environment(environment))
    }
  }

  /// The Counter tab: the Counter feature's view. The counter's state is always there (the
  /// lanes of ``AppScope/counter``), so its store is projected without reading the app's state:
  /// building the tab then depends on nothing an action changes, and the tab view keeps it built
  /// (with its lines) while only the counter's own view follows the count.
  private var counterScreen: some View {
    Counter.view(
      store: store.projection(action: \.counter, state: \.counter),
      environment: AppScope.counter.environment(environment))
  }

  private var countersScreen: some View {
    CountersTab(store: store, environment: environment)
  }

  private var heroScreen: some View {
    Button("Open the hero") { store.dispatch(.showHero) }
      .sheet(store: store, scope: AppScope.destination, state: \.heroDetail, action: \.heroDetail) { hero in
        HeroDetails.view(store: hero, environment: AppScope.destination.environment(environment))
          .navigationTitle("Hero")
      }
  }
}

extension View {
  /// The content of a tab, in a box as wide as the screen titled with the tab's name.
  fileprivate func tabBox(_ title: String) -> some View {
    // A frame filling the width at the leading edge keeps the tab's line layout, so the box is
    // drawn line by line around it and the tab's rows stay lazy: any other frame would send the
    // whole tab through the two-dimensional layout on every render.
    frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 1).border(.rounded, title: title)
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
