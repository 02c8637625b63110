import CounterFeature
import LibraryFeature
import SwiftRexArchitecture
import Testing

@testable import AppCore

/// Handles in the whole app, in process: a screen left and come back to shows the same numbers,
/// and a long session of commands keeps every number within twice the most controls one frame
/// ever showed.
@MainActor
@Suite struct HandleStabilityTests {
  private static let books = [
    Book(id: "lhod", title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969),
    Book(id: "disp", title: "The Dispossessed", author: "Ursula K. Le Guin", year: 1974),
    Book(id: "dune", title: "Dune", author: "Frank Herbert", year: 1965),
  ]

  private static let shelves = [
    ShelfSummary(id: "sci-fi", name: "Science Fiction"), ShelfSummary(id: "classics", name: "Classics"),
  ]

  /// A store with shelves and books loaded (no effect has to run) and a renderer of its root.
  /// The environment serves the same shelves and books, so an effect that does get to run (the
  /// long session lets the main actor go) loads what is already there.
  private func app() -> (Store<AppAction, AppState, AppEnvironment>, ViewRenderer) {
    let (books, shelves) = (Self.books, Self.shelves)
    let environment = AppEnvironment(
      library: Library.Environment(fetch: { _ in books }), heroDetail: .init(), counter: .untracked,
      listShelves: { shelves })
    let store = Store(initial: AppState(shelfID: "sci-fi"), behavior: appBehavior, environment: environment)
    store.dispatch(.shelvesLoaded(Self.shelves))
    store.dispatch(.library(.loaded(Self.books)))
    let renderer = ViewRenderer(RootView(store: store, environment: environment))
    renderer.render()
    return (store, renderer)
  }

  /// Performs `line` against the last frame, expects it to be performed, and renders.
  @discardableResult
  private func perform(_ line: String, on renderer: ViewRenderer) -> Frame {
    let outcome = renderer.perform(line: line)
    #expect(outcome == .performed, "\(line): \(outcome)")
    return renderer.render()
  }

  @Test func leavingATabAndComingBackShowsTheSameHandles() {
    let (_, renderer) = app()
    perform("press Counters", on: renderer)
    perform("press Add a counter", on: renderer)
    let counters = perform("press Add a counter", on: renderer)
    #expect(counters.controls.contains { $0.label == "Remove counter #2" })

    perform("press Library", on: renderer)
    perform("press Hero", on: renderer)
    perform("press Open the hero", on: renderer)
    perform("dismiss", on: renderer)
    perform("press Counter", on: renderer)
    let back = perform("press Counters", on: renderer)
    #expect(back.controls == counters.controls)
    #expect(back.text() == counters.text())
  }

  @Test func openingAndClosingALibraryPageShowsTheSameHandles() {
    let (_, renderer) = app()
    let shelf = renderer.frame
    #expect(shelf.controls.contains { $0.label == "The Left Hand of Darkness" })

    perform("press The Left Hand of Darkness", on: renderer)
    let author = perform("press More by Ursula K. Le Guin", on: renderer)
    #expect(author.controls.contains { $0.label == "‹ Back" })
    let back = perform("press ‹ Back", on: renderer)
    #expect(back.controls == shelf.controls)
    #expect(back.text() == shelf.text())
  }

  /// How many passes the long session makes: 15 commands each, about 0.8 ms a command in a debug
  /// build (almost all of it rendering the whole app), so about 2.5 s. Every pass shows controls
  /// with new identities (a new counter, new Library pages), so the numbers reach their bound
  /// within the first few passes and from then on every new control must reuse a forgotten one:
  /// the session goes round the whole range dozens of times.
  private static let passes = 200

  @Test func aLongSessionKeepsHandlesWithinTwiceTheMostControlsOnOneFrame() async {
    let (store, renderer) = app()
    var largest = 0
    var mostOnScreen = 0
    func note(_ frame: Frame) {
      largest = max(largest, frame.controls.map(\.handle).max() ?? 0)
      mostOnScreen = max(mostOnScreen, frame.controls.count)
    }
    note(renderer.frame)
    for _ in 0..<Self.passes {
      // Every pass adds and removes a counter (a new id each time), opens and closes the hero's
      // sheet, and pushes two Library pages (new stack ids each time) and pops them.
      var cycle = ["press Counters", "press Add a counter"]
      let id = store.state.nextCounterID
      cycle += ["press Remove counter #\(id)", "press Remove (!)"]
      cycle += ["press Hero", "press Open the hero", "dismiss", "press Counter", "press Increment"]
      cycle += ["press Library", "press The Left Hand of Darkness", "press More by Ursula K. Le Guin"]
      cycle += ["press The Dispossessed", "press ‹ Back", "press ‹ Back"]
      for line in cycle { note(perform(line, on: renderer)) }
      // The session takes seconds: let the main actor go between passes, or the tests running in
      // parallel that wait on it with a time limit would starve.
      await Task.yield()
    }
    // The session went round: a counter added and removed, and one incremented, in every pass.
    #expect(store.state.nextCounterID == Self.passes + 1)
    #expect(store.state.counter.count == Self.passes)
    #expect(mostOnScreen > 0)
    #expect(largest <= 2 * mostOnScreen, "largest \(largest), most on one frame \(mostOnScreen)")
  }
}
