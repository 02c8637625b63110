// The code of the "Lifting features and collections" article (SwiftRex.docc), compiled and run
// here; see ModellingSnippets.swift for how the article is kept identical to it.
import SwiftRex
import Testing

/// Holds the article's types so that their plain names cannot clash with other tests.
enum LiftingSnippets {
  // snippet: lifting-child
  struct CounterState: Equatable, Sendable, Identifiable {
    var id = 0
    var count = 0
  }

  @Prisms
  enum CounterAction: Sendable {
    case increment
    case decrement
  }

  static let counterBehavior = Behavior<CounterAction, CounterState, Void>.reduce { action, state in
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    }
  }
  // snippet-end

  // snippet: lifting-app
  struct AppState: Equatable, Sendable {
    var counter = CounterState()
    var popup: CounterState?
    var counters: IdentifiedArrayOf<CounterState> = []
  }

  @Prisms
  enum AppAction: Sendable {
    case counter(CounterAction)
    case popup(CounterAction)
    case counters(ElementAction<Int, CounterAction>)
    case showPopup
    case addCounter(id: Int)
  }

  struct AppEnvironment: Sendable {}

  static let appBehavior = Behavior<AppAction, AppState, AppEnvironment>.combine(
    counterBehavior.lift(.action(\.counter).state(\.counter)),
    counterBehavior.lift(.action(\.popup).state(\.popup)),
    counterBehavior.liftCollection(action: \.counters, stateContainer: \.counters),
    .reduce { action, state in
      switch action {
      case .showPopup: state.popup = CounterState()
      case .addCounter(let id): state.counters.append(CounterState(id: id))
      case .counter, .popup, .counters: break
      }
    }
  )
  // snippet-end
}

@MainActor
@Suite("Documentation: Lifting features and collections")
struct LiftingSnippetTests {
  typealias AppState = LiftingSnippets.AppState
  typealias AppAction = LiftingSnippets.AppAction

  @Test func eachChildReceivesOnlyItsOwnActions() {
    // snippet: lifting-dispatch
    let store = Store(initial: AppState(), behavior: LiftingSnippets.appBehavior, environment: .init())
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
    let store = Store(initial: AppState(), behavior: LiftingSnippets.appBehavior, environment: .init())
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.popup(.increment))
    }
    #expect(store.state.popup == nil)
    #expect(warnings.all.count == 1)
    #expect(warnings.all.allSatisfy { $0.contains("does not exist now") })
  }

  @Test func aProjectionShowsOneChild() {
    let store = Store(initial: AppState(), behavior: LiftingSnippets.appBehavior, environment: .init())
    // snippet: lifting-projection
    let counterStore = store.projection(action: AppAction.counter, state: { $0.counter.count })
    counterStore.dispatch(.increment)  // reaches the store as .counter(.increment)
    // counterStore.state == 1
    // snippet-end
    #expect(counterStore.state == 1)
    #expect(store.state.counter.count == 1)
  }
}
