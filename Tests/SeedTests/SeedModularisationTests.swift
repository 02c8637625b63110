import SwiftRex
import SwiftRexSwiftConcurrency
import Testing

// The modularisation seed's feature, as written there: plain enums and structs, not Sendable.

/// Where the counter reports what users do.
public protocol Analytics {
  /// Records one event.
  func track(_ event: String)
}

/// Analytics that keeps every event, for assertions.
public final class RecordingAnalytics: Analytics {
  /// Every event tracked so far, oldest first.
  public private(set) var events: [String] = []
  /// An empty recorder.
  public init() {}
  /// Records `event`.
  public func track(_ event: String) { events.append(event) }
}

/// The counter's events.
public enum CounterAction { case increment, decrement, reset }
/// The counter's state.
public struct CounterState: Equatable {
  /// The current count.
  public var count = 0
}
/// The counter's dependencies.
public struct CounterEnvironment {
  /// Where events go.
  public var analytics: Analytics
}

/// The counter's logic, written as the seed writes it.
public let counterBehavior = Behavior<CounterAction, CounterState, CounterEnvironment> { action, _ in
  switch action {
  case .increment: .reduce { $0.count += 1 }
  case .decrement: .reduce { $0.count -= 1 }
  case .reset: .reduce { $0.count = 0 }
  }
}

enum SearchAction: Sendable {
  case queryChanged(String)
  case results([String])
}

struct SearchState: Equatable {
  var query = ""
  var results: [String] = []
}

struct SearchEnvironment: Sendable {
  var search: @Sendable (String) async -> [String]
}

let searchBehavior = Behavior<SearchAction, SearchState, SearchEnvironment>.handle { action, _ in
  switch action {
  case .queryChanged(let query):
    .reduce { $0.query = query }
      .produce { ctx in
        Effect.task { .results(await ctx.environment.search(query)) }
          .cancellable(id: "search", cancelInFlight: true)
      }
  case .results(let results):
    .reduce { $0.results = results }
  }
}

struct Todo: Identifiable, Equatable {
  var id: Int
  var title: String
  var done = false
}

enum TodoAction {
  case toggle
  case rename(String)
}

let todoBehavior = Behavior<TodoAction, Todo, Void>.reduce { action, todo in
  switch action {
  case .toggle: todo.done.toggle()
  case .rename(let title): todo.title = title
  }
}

@Prisms
enum AppAction {
  case counter(CounterAction)
  case search(SearchAction)
  case todo(ElementAction<Int, TodoAction>)
  case addTodo(String)
}

struct AppState: Equatable {
  var counter = CounterState()
  var search = SearchState()
  var todos: IdentifiedArrayOf<Todo> = []
}

struct AppEnvironment {
  var counterEnv: CounterEnvironment
  var searchEnv: SearchEnvironment
}

let addTodo = Behavior<AppAction, AppState, AppEnvironment>.reduce { action, state in
  if case .addTodo(let title) = action { state.todos.append(Todo(id: state.todos.count + 1, title: title)) }
}

// As the seed wires it.
let appBehavior = Behavior.combine(
  counterBehavior.lift(.action(AppAction.prism.counter).state(\.counter).environment(\.counterEnv)),
  searchBehavior.lift(.action(AppAction.prism.search).state(\.search).environment(\.searchEnv)),
  todoBehavior.liftCollection(action: \.todo, stateContainer: \.todos),
  addTodo
)

@MainActor
@Suite("The modularisation seed, as written")
struct SeedModularisationTests {
  @Test func theAppComposesItsFeaturesAndRunsThem() async {
    let analytics = RecordingAnalytics()
    let appEnv = AppEnvironment(
      counterEnv: CounterEnvironment(analytics: analytics),
      searchEnv: SearchEnvironment(search: { query in ["\(query) 1", "\(query) 2"] }))
    let store = Store(initial: .init(), behavior: appBehavior, environment: appEnv)

    store.dispatch(.counter(.increment))
    store.dispatch(.counter(.increment))
    store.dispatch(.counter(.decrement))
    #expect(store.state.counter.count == 1)

    store.dispatch(.search(.queryChanged("swift")))
    await store.effectsFinished()
    #expect(store.state.search == SearchState(query: "swift", results: ["swift 1", "swift 2"]))

    store.dispatch(.addTodo("write docs"))
    store.dispatch(.addTodo("ship"))
    store.dispatch(.todo(ElementAction(id: 2, action: .toggle)))
    store.dispatch(.todo(ElementAction(id: 1, action: .rename("write the docs"))))
    #expect(
      store.state.todos.elements == [
        Todo(id: 1, title: "write the docs"), Todo(id: 2, title: "ship", done: true),
      ])
  }

  @Test func caseKeyPathsAndGeneratedPrismsAgree() {
    let action = AppAction.counter(.reset)
    #expect(action.counter != nil)
    #expect(AppAction.prism.counter.preview(action) != nil)
    #expect(AppAction.prism.search.preview(action) == nil)
    if case .counter(.reset) = Prism(\AppAction.counter).review(.reset) {
    } else {
      Issue.record("the case key path's prism must embed into the same case")
    }
  }

  @Test func aProjectionReadsTheCounterSlice() {
    let store = Store(
      initial: AppState(), behavior: appBehavior,
      environment: AppEnvironment(
        counterEnv: CounterEnvironment(analytics: RecordingAnalytics()),
        searchEnv: SearchEnvironment { _ in [] }))
    let counter = store.projection(action: AppAction.counter, state: { $0.counter })
    counter.dispatch(.increment)
    #expect(counter.state.count == 1)
  }
}
