// The code of the "Lifting features and collections" article (SwiftRex.docc), compiled and run
// here; see ModellingSnippets.swift for how the article is kept identical to it.
import SwiftRex
import Testing

// snippet: lifting-child
enum Counter {
  struct State: Equatable, Sendable, Identifiable {
    var id = 0
    var count = 0
  }

  @Prisms
  enum Action: Sendable {
    case increment
    case decrement
  }

  static let behavior = Behavior<Action, State, Void>.reduce { action, state in
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    }
  }
}
// snippet-end

// snippet: lifting-app
enum App {
  struct State: Equatable, Sendable {
    var counter = Counter.State()
    var popup: Counter.State?
    var counters: IdentifiedArrayOf<Counter.State> = []
  }

  @Prisms
  enum Action: Sendable {
    case counter(Counter.Action)
    case popup(Counter.Action)
    case counters(ElementAction<Int, Counter.Action>)
    case showPopup
    case addCounter(id: Int)
  }

  struct Environment: Sendable {}

  static let behavior = Behavior<Action, State, Environment>.combine(
    Counter.behavior.lift(.action(\.counter).state(\.counter)),
    Counter.behavior.lift(.action(\.popup).state(\.popup)),
    Counter.behavior.liftCollection(action: \.counters, stateContainer: \.counters),
    .reduce { action, state in
      switch action {
      case .showPopup: state.popup = Counter.State()
      case .addCounter(let id): state.counters.append(Counter.State(id: id))
      case .counter, .popup, .counters: break
      }
    }
  )
}
// snippet-end

@MainActor
@Suite("Documentation: Lifting features and collections")
struct LiftingSnippetTests {
  @Test func eachChildReceivesOnlyItsOwnActions() {
    // snippet: lifting-dispatch
    let store = Store(initial: App.State(), behavior: App.behavior, environment: App.Environment())
    store.dispatch(.counter(.increment))
    store.dispatch(.showPopup)
    store.dispatch(.popup(.increment))
    store.dispatch(.addCounter(id: 7))
    store.dispatch(.counters(ElementAction(id: 7, action: .decrement)))
    // counter.count == 1, popup?.count == 1, counters[id: 7]?.count == -1
    // snippet-end
    #expect(store.state.counter.count == 1)
    #expect(store.state.popup?.count == 1)
    #expect(store.state.counters[id: 7]?.count == -1)
  }

  @Test func anActionForAnAbsentChildIsIgnoredWithAWarning() {
    let store = Store(initial: App.State(), behavior: App.behavior, environment: App.Environment())
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.popup(.increment))
    }
    #expect(store.state.popup == nil)
    #expect(warnings.all.count == 1)
    #expect(warnings.all.allSatisfy { $0.contains("does not exist now") })
  }

  @Test func oneScopeServesTheBehaviourAndTheView() {
    // snippet: lifting-scope
    let counter = Relay.Empty.action(\App.Action.counter).state(\App.State.counter)
    let rows = Relay.Empty.action(\App.Action.counters).elements(\App.State.counters)

    let behavior = Behavior<App.Action, App.State, App.Environment>.combine(
      Counter.behavior.lift(counter),  // the behaviour, through the scope…
      Counter.behavior.liftCollection(rows),
      .reduce { action, state in
        if case .addCounter(let id) = action { state.counters.append(Counter.State(id: id)) }
      }
    )
    let store = Store(initial: App.State(), behavior: behavior, environment: App.Environment())
    store.dispatch(.addCounter(id: 7))

    if let counterStore = store.projection(counter) {  // …and the view, through the same scope
      counterStore.dispatch(.increment)  // reaches the store as .counter(.increment)
    }
    let row = store.projection(7, in: rows)  // nil when there is no element 7
    row?.dispatch(.decrement)  // reaches the store as .counters(ElementAction(id: 7, action: .decrement))
    // counter.count == 1, counters[id: 7]?.count == -1, store.projection(8, in: rows) == nil
    // snippet-end
    #expect(store.state.counter.count == 1)
    #expect(store.state.counters[id: 7]?.count == -1)
    #expect(row?.state.count == -1)
    #expect(store.projection(8, in: rows) == nil)
  }

  @Test func aProjectionShowsOneChild() {
    let store = Store(initial: App.State(), behavior: App.behavior, environment: App.Environment())
    // snippet: lifting-projection
    let counterStore = store.projection(action: App.Action.counter, state: { $0.counter.count })
    counterStore.dispatch(.increment)  // reaches the store as .counter(.increment)
    // counterStore.state == 1
    // snippet-end
    #expect(counterStore.state == 1)
    #expect(store.state.counter.count == 1)
  }
}
