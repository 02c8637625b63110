import AppCatalog
import CounterFeature
import LibraryFeature
import SwiftRexArchitecture
import SwiftRexRecording
import Testing

@testable import AppCore

/// Issue #35, item 13: every `--watch` reload was kept in the history, a whole catalog each
/// (318 MB after 40 reloads of 100,000 books). The history keeps the last
/// `AppTimeTravel.keptReloads` of them, and the steps after.
@MainActor
@Suite struct AppTimeTravelReloadTests {
  /// A catalog of one shelf whose `count` books are new storage, named for `version`.
  private static func catalog(version: Int, count: Int = 500) -> Catalog {
    let books = (0..<count).map {
      Book(id: "b\($0)", title: "Book \($0), v\(version)", author: "A", year: 2000)
    }
    return Catalog(shelves: [Shelf(id: "sci-fi", name: "Science Fiction", books: books)])
  }

  private static func travellingApp() -> (
    Store<AppAction, AppState, AppEnvironment>, TimeTravel<AppAction, AppState>
  ) {
    let environment = AppEnvironment(
      library: Library.Environment(fetch: { _ in [] }), heroDetail: .init(), counter: .untracked,
      listShelves: { [] })
    let store = Store(initial: AppState(shelfID: "sci-fi"), behavior: appBehavior, environment: environment)
    let travel = AppTimeTravel.timeTravel(limit: 1000)
    travel.attach(to: store)
    return (store, travel)
  }

  private static func reloads(in travel: TimeTravel<AppAction, AppState>) -> Int {
    travel.entries.filter { $0.action.map(AppTimeTravel.isLargeStep) == true }.count
  }

  @Test func fortyReloadsKeepTheLastThreeAndTheStepsAfterThem() throws {
    let (store, travel) = Self.travellingApp()
    for version in 1...40 {
      store.dispatch(.catalogReloaded(Self.catalog(version: version)))
      store.dispatch(.counter(.increment))
    }
    #expect(Self.reloads(in: travel) == AppTimeTravel.keptReloads)
    // The oldest step kept is the 38th reload; every step after it is kept.
    guard case .catalogReloaded(let oldest)? = travel.entry(travel.oldestStep)?.action else {
      Issue.record("the oldest step kept is not a reload")
      return
    }
    #expect(oldest == Self.catalog(version: 38))
    #expect(store.state.counter.count == 40)
    try travel.goto(travel.oldestStep)
    #expect(store.state.counter.count == 37)
    #expect(throws: TimeTravelError.nothingToUndo(oldest: travel.oldestStep)) { try travel.undo() }
  }

  @Test func withoutReloadsEveryStepIsKeptUpToTheLimit() {
    let (store, travel) = Self.travellingApp()
    for _ in 0..<50 { store.dispatch(.counter(.increment)) }
    #expect(travel.steps == 0...50)
    #expect(Self.reloads(in: travel) == 0)
  }
}
