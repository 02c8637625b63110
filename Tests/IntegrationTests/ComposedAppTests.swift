import AppCore
import CounterFeature
import Foundation
import HeroDetailsFeature
import LibraryFeature
import SwiftRexTesting
import Testing

/// The composed app driven through a TestStore: every lift routes, the optional child lives and
/// dies with its state, and a removed counter's effects die with it.
@MainActor
@Suite("The composed app")
struct ComposedAppTests {
  private let dune = Book(id: "d", title: "Dune", author: "Frank Herbert", year: 1965)
  private let ariel = Book(id: "a", title: "Ariel", author: "Sylvia Plath", year: 1965)

  private func environment(failing: Bool = false) -> AppEnvironment {
    let dune = self.dune
    let ariel = self.ariel
    return AppEnvironment(
      library: Library.Environment(fetch: { shelf in
        if failing { throw CatalogError.missing(path: "/nowhere.json") }
        return shelf == "poetry" ? [ariel] : [dune]
      }),
      heroDetail: HeroDetails.Environment(),
      counter: Counter.Environment(track: { _ in }, autoIncrementInterval: .seconds(1)),
      listShelves: {
        [ShelfSummary(id: "sci-fi", name: "Science Fiction"), ShelfSummary(id: "poetry", name: "Poetry")]
      }
    )
  }

  private func makeStore(failing: Bool = false) -> TestStore<AppAction, AppState, AppEnvironment> {
    TestStore(
      initial: AppState(shelfID: "sci-fi"), behavior: appBehavior, environment: environment(failing: failing))
  }

  @Test func startingReadsTheShelves() async {
    let store = makeStore()
    store.dispatch(.started)
    await store.runEffects()
    store.receive(AppAction.prism.shelvesLoaded) { shelves, state in state.shelves = shelves }
    await store.finish()
  }

  @Test func theLibraryIsLiftedThroughATotalLane() async {
    let store = makeStore()
    store.dispatch(.library(.onAppear)) { $0.library.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(\.library.loaded, [dune]) { $0.library.shelf = .loaded([dune]) }
    #expect(store.state.library.books == [dune])
    store.dispatch(\.library.tapped, dune) { $0.library.destination = .detail(BookDetail.State(book: dune)) }
    store.dispatch(\.library.destination.dismiss) { $0.library.destination = nil }
    await store.finish()
  }

  @Test func aMissingCatalogShowsInTheLibraryAndCanBeRetried() async {
    let store = makeStore(failing: true)
    store.dispatch(.library(.onAppear)) { $0.library.shelf = .loading(previous: nil) }
    await store.runEffects()
    store.receive(AppAction.prism.library >>> Library.Action.prism.failed) { message, state in
      state.library.shelf = .failed(error: Library.LoadFailure(message), previous: nil)
    }
    #expect(store.state.library.failure == "No catalog at /nowhere.json. Check the path given to --catalog.")
    await store.finish()
  }

  @Test func switchingShelvesReloadsTheLibrary() async {
    let store = makeStore()
    store.dispatch(.selectShelf("poetry")) { $0.library = Library.State(shelfID: "poetry") }
    store.receive(AppAction.prism.library >>> Library.Action.prism.onAppear) { _, state in
      state.library.shelf = .loading(previous: nil)
    }
    await store.runEffects()
    store.receive(AppAction.prism.library >>> Library.Action.prism.loaded) { books, state in
      state.library.shelf = .loaded(books)
    }
    #expect(store.state.library.books == [ariel])
    await store.finish()
  }

  @Test func theHeroExistsOnlyWhileItsScreenIsOpen() async {
    let store = makeStore()
    store.dispatch(.showHero) {
      $0.destination = .heroDetail(HeroDetails.initialState())
      $0.screen = .hero
    }
    store.dispatch(\.destination.heroDetail.binding.isRetired, true) {
      $0.destination?.heroDetail?.isRetired = true
    }
    store.dispatch(\.destination.heroDetail.binding.powers, ["flight"]) {
      $0.destination?.heroDetail?.powers = ["flight"]
    }
    store.dispatch(\.destination.dismiss) { $0.destination = nil }
    // An action for the dismissed hero is reported and ignored: nothing changes, nothing crashes.
    let warnings = RuntimeWarningsRecorder()
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(\.destination.heroDetail.binding.isRetired, false)
    }
    #expect(warnings.messages.count == 1)
    #expect(store.state.destination == nil)
    await store.finish()
  }

  @Test func countersAreAddedActedOnByIdAndRemovedWithTheirEffects() async {
    let store = makeStore()
    // An added counter holds the Counter tab's step, and is selected.
    store.dispatch(.addCounter) {
      $0.counters.append(Counter.State(id: 1, step: $0.counter.$step))
      $0.selectedCounterID = 1
      $0.nextCounterID = 2
    }
    store.dispatch(.addCounter) {
      $0.counters.append(Counter.State(id: 2, step: $0.counter.$step))
      $0.selectedCounterID = 2
      $0.nextCounterID = 3
    }
    // The step set through the Counter tab is the one the list's counters move by.
    store.dispatch(.counter(.setStep(2))) { $0.counter.step = 2 }
    #expect(store.state.counters.map(\.step) == [2, 2])
    store.dispatch(.counterRow(ElementAction(id: 2, action: .increment))) { $0.counters[id: 2]?.count = 2 }
    store.dispatch(.counterRow(ElementAction(id: 1, action: .startAutoIncrement))) {
      $0.counters[id: 1]?.isAutoIncrementing = true
    }
    await store.advance(by: .seconds(1))
    store.receive(AppAction.prism.counterRow) { element, state in
      #expect(element.id == 1)
      state.counters[id: 1]?.count = 2
    }
    // Removing the ticking counter cancels its timer: nothing is left in flight.
    store.dispatch(.removeCounter(1)) { $0.counters[id: 1] = nil }
    await store.advance(by: .seconds(5))
    #expect(store.effectsInFlight == 0)
    #expect(store.state.counters.ids == [2])
    await store.finish()
  }

  @Test func navigationSwitchesScreens() async {
    let store = makeStore()
    for screen in Screen.allCases.reversed() {
      store.dispatch(.navigate(screen)) { $0.screen = screen }
    }
    await store.finish()
  }
}

/// Collects runtime warnings for one test.
final class RuntimeWarningsRecorder: @unchecked Sendable {
  // Sendable because `recorded` is only touched under `lock`.
  private let lock = NSLock()
  private var recorded: [String] = []
  var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }
  func record(_ message: String) {
    lock.lock()
    defer { lock.unlock() }
    recorded.append(message)
  }
}
