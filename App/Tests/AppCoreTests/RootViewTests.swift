import CounterFeature
import Foundation
import LibraryFeature
import SwiftRexArchitecture
import Testing

@testable import AppCore

/// Neither the root nor its tab view re-renders on an action that changes neither the tab nor the
/// alert or dialog (their bindings read those granularly), and a feature's view is evaluated only
/// when its own view state changes: its view store is kept per place in the tree. The Counters
/// tab shows the counters in a table and the selected one's view below it.
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

  @Test func incrementingTheSelectedCounterEvaluatesItsViewAndTheTableOnly() throws {
    let (store, renderer) = countersScreen(rows: 3)
    #expect(store.state.counters.ids == [1, 2, 3])
    store.dispatch(.selectCounter(2))
    renderer.render()
    store.dispatch(.counterRow(ElementAction(id: 2, action: .increment)))
    let frame = renderer.render().text()
    let evaluated = renderer.lastRenderStatistics.evaluatedViews
    // The tab (its table shows the counts) and the selected counter's view: nothing of the root,
    // nor the tab view, nor the stepper the counter's view builds (a primitive, as a button).
    #expect(evaluated == ["CountersTab", "CounterView"], "\(evaluated)")
    #expect(store.state.counters[id: 2]?.count == 1)
    // The table shows the new count in row 2's line, the others still theirs; the counter's own
    // view shows it too.
    let rows = counterTableRows(in: frame)
    try #require(rows.count == 3, "\(frame)")
    #expect(rows[1].contains("› Counter #2") && rows[1].contains(" 1 "), "\(rows)")
    #expect(rows[0].contains(" 0 ") && rows[2].contains(" 0 "), "\(rows)")
    #expect(frame.contains("Count: 1"))
  }

  @Test func anActionOutsideEveryFeatureEvaluatesTheTabNotTheRootOrTheTabView() {
    let (store, renderer) = countersScreen(rows: 3)
    store.dispatch(.addCounter)
    renderer.render()
    let evaluated = renderer.lastRenderStatistics.evaluatedViews
    // The tab shows the new counter, selected, in its table and below it: its view is made and
    // evaluated once, at a place of its own.
    #expect(evaluated.filter { $0 == "CounterView" }.count == 1, "\(evaluated)")
    #expect(evaluated.first == "CountersTab" && !evaluated.contains("RootView"), "\(evaluated)")
    #expect(!evaluated.contains("TabView<Screen>"), "\(evaluated)")
    #expect(store.state.selectedCounterID == 4)
    #expect(renderer.frame.text().contains("› Counter #4"))
  }

  /// The app on its Counter tab, rendered.
  private func counterScreen() -> (Store<AppAction, AppState, AppEnvironment>, ViewRenderer) {
    let (store, renderer) = countersScreen(rows: 1)
    store.dispatch(.navigate(.counter))
    renderer.render()
    return (store, renderer)
  }

  @Test func anIncrementOnTheCounterTabEvaluatesTheCountersViewOnly() {
    let (store, renderer) = counterScreen()
    for count in 1...3 {
      store.dispatch(.counter(.increment))
      #expect(renderer.render().text().contains("Count: \(count)"))
      // The counter's view alone: not the tab view (its selection did not change), not the tab's
      // content, not the root; the stepper it builds is a primitive, resolved with it.
      let evaluated = renderer.lastRenderStatistics.evaluatedViews
      #expect(evaluated == ["CounterView"], "\(evaluated)")
    }
  }

  @Test func afterIncrementsTheTabsStillSwitchAndTheDialogStillShows() {
    let (store, renderer) = counterScreen()
    store.dispatch(.counter(.increment))
    renderer.render()
    store.dispatch(.navigate(.counters))
    var frame = renderer.render().text()
    #expect(frame.contains("‹Counters›") && frame.contains("Counter #1"), "\(frame)")
    #expect(renderer.lastRenderStatistics.evaluatedViews.first == "TabView<Screen>")
    store.dispatch(.askToRemoveCounter(1))
    frame = renderer.render().text()
    #expect(frame.contains("Remove counter #1?"), "\(frame)")
    #expect(renderer.perform(line: "dismiss") == .performed)
    #expect(store.state.destination == nil)
    #expect(!renderer.render().text().contains("Remove counter #1?"))
    store.dispatch(.catalogFailed("the shelf is offline"))
    #expect(renderer.render().text().contains("the shelf is offline"))
    #expect(renderer.perform(line: "dismiss") == .performed)
    #expect(!renderer.render().text().contains("the shelf is offline"))
    store.dispatch(.navigate(.counter))
    #expect(renderer.render().text().contains("Count: 1"))
  }

  @Test func selectingAnotherCounterShowsThatCountersViewNotTheFirstOnes() {
    let (store, renderer) = countersScreen(rows: 2)
    store.dispatch(.counterRow(ElementAction(id: 1, action: .increment)))
    store.dispatch(.selectCounter(1))
    #expect(renderer.render().text().contains("Count: 1"))
    store.dispatch(.selectCounter(2))
    #expect(renderer.render().text().contains("Count: 0"))
    store.dispatch(.counterRow(ElementAction(id: 2, action: .decrement)))
    #expect(renderer.render().text().contains("Count: -1"))
  }

  @Test func aRemovedCounterLeavesTheTableAndItsSelection() {
    let (store, renderer) = countersScreen(rows: 3)
    store.dispatch(.selectCounter(2))
    store.dispatch(.askToRemoveCounter(2))
    store.dispatch(.destination(.presented(.counterRemoval(.remove(2)))))
    let frame = renderer.render().text()
    #expect(!frame.contains("Counter #2"))
    #expect(frame.contains("Select a counter to change it."))
    #expect(store.state.selectedCounterID == nil)
    store.dispatch(.selectCounter(3))
    store.dispatch(.counterRow(ElementAction(id: 3, action: .increment)))
    renderer.render()
    #expect(
      renderer.lastRenderStatistics.evaluatedViews.filter { $0.hasPrefix("CounterView") }.count == 1)
    #expect(renderer.frame.text().contains("Count: 1"))
  }

  @Test func pressingAColumnTitleSortsTheTableByItThroughAnAction() throws {
    let (store, renderer) = countersScreen(rows: 3)
    store.dispatch(.counterRow(ElementAction(id: 1, action: .increment)))
    store.dispatch(.counterRow(ElementAction(id: 1, action: .increment)))
    store.dispatch(.counterRow(ElementAction(id: 3, action: .increment)))
    renderer.render()
    #expect(renderer.perform(line: "press Count") == .performed)
    #expect(store.state.counterSortOrder == CounterSortOrder(column: .count))
    let ascending = counterTableRows(in: renderer.render().text())
    #expect(ascending.map { $0.contains("#2") } == [true, false, false], "\(ascending)")
    #expect(renderer.perform(line: "press Count") == .performed)
    #expect(store.state.counterSortOrder == CounterSortOrder(column: .count, isAscending: false))
    let descending = counterTableRows(in: renderer.render().text())
    #expect(descending.map { $0.contains("#1") } == [true, false, false], "\(descending)")
  }
}
