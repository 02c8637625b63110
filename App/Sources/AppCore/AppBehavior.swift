import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexArchitecture

/// The app's logic: each feature's behaviour lifted into the app's types through its
/// ``AppScope`` (the same scope `RootView` shows it through), and the app's own.
///
/// - the library, a present child (total state lane);
/// - the destinations, one at a time (``AppDestination``): the hero in a sheet, which runs only
///   while presented and dismisses itself, the catalog alert and the counter-removal dialog;
/// - the Library tab's stack of pages;
/// - the Counter screen's counter (total lane);
/// - the list of counters, routed by id (`liftCollection`), whose effects die with their row;
/// - navigation, shelves and the list's add/remove;
/// - the watched catalog file: each valid version replaces the shelves and books, each invalid
///   one is shown as a problem beside the last good books.
public let appBehavior = Behavior<AppAction, AppState, AppEnvironment>.combine(
  Library.behavior().lift(AppScope.library),
  AppDestination.behavior().lift(AppScope.destination),
  Behavior<LibraryPage.Action, LibraryPage.State, Void>.identity.lift(AppScope.libraryPath),
  Counter.behavior().lift(AppScope.counter),
  Counter.behavior().liftCollection(AppScope.counterRows),
  appOwnBehavior.subscriptions(catalogWatch)
)

/// What belongs to the app itself: screens, shelves, the hero's lifetime, the list's rows.
let appOwnBehavior = Behavior<AppAction, AppState, AppEnvironment>.handle { action, context in
  switch action {
  case .started:
    .produce { ctx in
      Effect.task(
        { .shelvesLoaded(try await ctx.environment.listShelves()) }, catch: { .catalogFailed("\($0)") })
    }
  case .navigate(let screen):
    .reduce { $0.screen = screen }
  case .shelvesLoaded(let shelves):
    .reduce {
      $0.shelves = shelves
      $0.catalogProblem = nil
    }
  case .catalogFailed(let message):
    .reduce {
      $0.catalogProblem = message
      $0.destination = .catalogAlert(catalogAlert(message))
    }
  case .destination(.presented(.catalogAlert(.retry))):
    .produce { _ in .just(.started) }
  case .watchCatalog:
    // Only the flag: the store starts the watch because the state now declares it.
    .reduce { $0.isWatchingCatalog = true }
  case .stopWatchingCatalog:
    .reduce { $0.isWatchingCatalog = false }
  case .catalogReloaded(let catalog):
    .reduce {
      $0.shelves = catalog.shelves.map { ShelfSummary(id: $0.id, name: $0.name) }
      $0.catalogProblem = nil
      if $0.destination?.catalogAlert != nil { $0.destination = nil }
      if let shelf = catalog.shelf(id: $0.library.shelfID) {
        refreshPages(&$0.libraryPath, from: shelf.books)
      }
    }
    .produce { [shelfID = context.state.library.shelfID] _ in
      guard let shelf = catalog.shelf(id: shelfID) else {
        let problem = CatalogError.unknownShelf(id: shelfID, available: catalog.shelves.map(\.id))
        return .just(.library(.reloadFailed(problem.description)))
      }
      return .just(.library(.reloaded(shelf.books)))
    }
  case .catalogReloadFailed(let message):
    .produce { _ in .just(.library(.reloadFailed(message))) }
  case .selectShelf(let id):
    .reduce { state in
      // A catalog file that cannot be used is as unusable on the next shelf: the banner stays.
      let reloadProblem = state.library.reloadProblem
      state.library = Library.initialState(with: Library.Input(shelfID: id))
      state.library.reloadProblem = reloadProblem
    }
    .produce { _ in .just(.library(.onAppear)) }
  case .showHero:
    .reduce {
      $0.destination = .heroDetail(HeroDetails.initialState(with: ()))
      $0.screen = .hero
    }
  case .library(.moreByAuthor(let author)), .libraryPath(.element(_, .moreByAuthor(let author))):
    .reduce { $0.libraryPath.append(authorPage(author, in: $0.library.books)) }
  case .libraryPath(.element(_, .openBook(let book))):
    .reduce { $0.libraryPath.append(.book(book)) }
  case .askToRemoveCounter(let id):
    .reduce { $0.destination = .counterRemoval(counterRemovalDialog(id)) }
  case .destination(.presented(.counterRemoval(.remove(let id)))), .removeCounter(let id):
    .reduce { state in
      state.counters[id: id] = nil
      if state.selectedCounterID == id { state.selectedCounterID = nil }
    }
  case .addCounter:
    .reduce { state in
      // Holding the Counter tab's step: the list and the tab move by one step.
      state.counters.append(Counter.State(id: state.nextCounterID, step: state.counter.$step))
      state.selectedCounterID = state.nextCounterID
      state.nextCounterID += 1
    }
  case .sortCounters(let order):
    .reduce { $0.counterSortOrder = order }
  case .selectCounter(let id):
    .reduce { state in
      let selected = id.flatMap { state.counters[id: $0] == nil ? nil : $0 }
      if state.selectedCounterID != selected { state.selectedCounterID = selected }
    }
  case .library, .destination, .counter, .counterRow, .libraryPath:
    .doNothing
  }
}

/// The id of the catalog file's watch.
enum CatalogWatchID: Hashable, Sendable {
  case file
}

/// The watch of the catalog file, wanted exactly while the state says the file is followed: the
/// store starts it when ``AppState/isWatchingCatalog`` turns true and cancels it when it turns
/// false.
func catalogWatch(_ state: AppState) -> [Subscription<AppAction, AppState, AppEnvironment>] {
  guard state.isWatchingCatalog else { return [] }
  return [Subscription(id: CatalogWatchID.file) { ctx in watchCatalogEffect(ctx.environment) }]
}

/// Reads the catalog again after each change of its file, for as long as it runs: long-lived,
/// so a scripted session's settling never waits for it.
func watchCatalogEffect(_ environment: AppEnvironment) -> Effect<AppAction> {
  Effect<AppAction>.run { send in
    for await _ in environment.catalogChanges() {
      let action: AppAction
      do {
        action = .catalogReloaded(try await environment.reloadCatalog())
      } catch {
        action = .catalogReloadFailed("\(error)")
      }
      if Task.isCancelled { return }
      await send(action)
    }
  }
  .longLived()
}

/// The Library tab's pages as a reloaded shelf of `books` has them: an author's page lists the
/// author's books now, a book's page shows the book's new version, and a page whose book has
/// gone is popped with the pages above it (they were reached through it).
func refreshPages(_ path: inout StackState<LibraryPage.State>, from books: [Book]) {
  for id in path.ids {
    guard let page = path[id: id] else { continue }
    switch page {
    case .author(let name, _):
      path[id: id] = authorPage(name, in: books)
    case .book(let book):
      guard let current = books.first(where: { $0.id == book.id }) else {
        path.pop(from: id)
        return
      }
      path[id: id] = .book(current)
    }
  }
}

/// The page of `author`'s books among `books`.
func authorPage(_ author: String, in books: [Book]) -> LibraryPage.State {
  .author(name: author, books: books.filter { $0.author == author })
}

/// The alert shown when the shelves could not be read: Retry reads them again.
func catalogAlert(_ message: String) -> AlertState<CatalogAlertAction> {
  AlertState {
    TextState("The catalog could not be read")
  } actions: {
    ButtonState(action: .retry) { TextState("Retry") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState(message)
  }
}

/// The dialog confirming the removal of counter `id`.
func counterRemovalDialog(_ id: Int) -> ConfirmationDialogState<CounterRemovalAction> {
  ConfirmationDialogState(titleVisibility: .visible) {
    TextState("Remove counter #\(id)?")
  } actions: {
    ButtonState(role: .destructive, action: .remove(id)) { TextState("Remove") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }
}
