import CounterFeature
import LibraryFeature
import SwiftRexArchitecture
import Testing

@testable import AppCore

/// The tab view re-renders on every action (its selection reads the app's state); the root does
/// not (its alert and dialog read the store in nodes of their own), and a feature's view is
/// evaluated only when its own view state changes: its view store is kept per place in the tree.
@MainActor
@Suite struct RootViewTests {
  private func countersScreen(rows: Int) -> (Store<AppAction, AppState, AppEnvironment>, ViewRenderer) {
    let environment = AppEnvironment(
      library: Library.Environment(fetch: { _ in [] }), heroDetail: .init(), counter: .untracked,
      listShelves: { [] })
    let store = Store(initial: AppState(shelfID: "sci-fi"), behavior: appBehavior, environment: environment)
    store.dispatch(.navigate(.counters))
    for _ in 0..<rows { store.dispatch(.addCounter) }
    let renderer = ViewRenderer(RootView(store: store, environment: environment))
    renderer.render()
    return (store, renderer)
  }

  @Test func incrementingOneRowEvaluatesThatRowAndTheTabViewOnly() throws {
    let (store, renderer) = countersScreen(rows: 3)
    #expect(store.state.counters.ids == [1, 2, 3])
    store.dispatch(.counterRow(ElementAction(id: 2, action: .increment)))
    let frame = renderer.render().text()
    let evaluated = renderer.lastRenderStatistics.evaluatedViews
    // The tab view, and row 2's CounterView: nothing of the root, nor of rows 1 and 3.
    #expect(evaluated.filter { $0.hasPrefix("CounterView") }.count == 1, "\(evaluated)")
    #expect(evaluated.first == "TabView<Screen>", "\(evaluated)")
    #expect(evaluated.count == 2, "\(evaluated)")
    #expect(store.state.counters[id: 2]?.count == 1)
    // Row 2 shows the new count; the others still show theirs.
    let counts = frame.split(separator: "\n").filter { $0.contains("Count:") }.map { String($0) }
    #expect(counts.count == 3)
    #expect(
      counts[1].contains("Count: 1") && counts[0].contains("Count: 0") && counts[2].contains("Count: 0"))
  }

  @Test func anActionOutsideEveryFeatureEvaluatesTheTabViewNotTheRoot() {
    let (store, renderer) = countersScreen(rows: 3)
    store.dispatch(.addCounter)
    renderer.render()
    let evaluated = renderer.lastRenderStatistics.evaluatedViews
    // The new row's views are evaluated once, as it appears; the three old rows are not.
    #expect(evaluated.filter { $0.hasPrefix("CounterView") }.count == 1, "\(evaluated)")
    #expect(evaluated.contains("TabView<Screen>") && !evaluated.contains("RootView"), "\(evaluated)")
  }

  @Test func aRemovedRowGoesAndTheOthersKeepTheirViewStores() {
    let (store, renderer) = countersScreen(rows: 3)
    store.dispatch(.askToRemoveCounter(2))
    store.dispatch(.destination(.presented(.counterRemoval(.remove(2)))))
    let frame = renderer.render().text()
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["TabView<Screen>"])
    #expect(!frame.contains("Counter #2"))
    store.dispatch(.counterRow(ElementAction(id: 3, action: .increment)))
    renderer.render()
    #expect(
      renderer.lastRenderStatistics.evaluatedViews.filter { $0.hasPrefix("CounterView") }.count == 1)
    #expect(renderer.frame.text().contains("Count: 1"))
  }
}
