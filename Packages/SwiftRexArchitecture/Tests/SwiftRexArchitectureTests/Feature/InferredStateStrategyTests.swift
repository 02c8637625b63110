import SwiftRexArchitecture
import Testing

// The seed's L0 counter, state written `var count = 0` with no type, under each of the three
// view strategies. The granular one puts @Tracked on State itself (there is no ViewState), so it
// must read the type from the initial value as @Lenses does. The names differ only because the
// three share a module; each body is the seed's.

@Feature(strategy: .observationSimple)
enum SimpleCounter {
  struct State: Sendable, Equatable { var count = 0 }
  enum Action: Sendable { case tick }

  static func behavior() -> Behavior<Action, State, Environment> {
    .reduce { action, state in
      switch action {
      case .tick: state.count += 1
      }
    }
  }

  typealias Content = SimpleCounterView
}

@BoundTo(SimpleCounter.self, strategy: .observationSimple)
struct SimpleCounterView: View {
  var body: some View {
    Button("count: \(viewStore.state.count)") { viewStore.dispatch(.tick) }
  }
}

@Feature(strategy: .observationGranular)
enum GranularCounter {
  struct State: Sendable, Equatable { var count = 0 }
  enum Action: Sendable { case tick }

  static func behavior() -> Behavior<Action, State, Environment> {
    .reduce { action, state in
      switch action {
      case .tick: state.count += 1
      }
    }
  }

  typealias Content = GranularCounterView
}

@BoundTo(GranularCounter.self, strategy: .observationGranular)
struct GranularCounterView: View {
  var body: some View {
    Button("count: \(viewStore.state.count)") { viewStore.dispatch(.tick) }
  }
}

@Feature(strategy: .combineObservable)
enum CombineCounter {
  struct State: Sendable, Equatable { var count = 0 }
  enum Action: Sendable { case tick }

  static func behavior() -> Behavior<Action, State, Environment> {
    .reduce { action, state in
      switch action {
      case .tick: state.count += 1
      }
    }
  }

  typealias Content = CombineCounterView
}

@BoundTo(CombineCounter.self, strategy: .combineObservable)
struct CombineCounterView: View {
  var body: some View {
    Button("count: \(viewStore.state.count)") { viewStore.dispatch(.tick) }
  }
}

/// Every form of initial value `@Tracked` reads a type from, compiled: each field keeps its
/// default in the memberwise initializer, which the init accessor receives.
@Tracked
struct InferredFields: Sendable, Equatable {
  var count = 0
  var name = "phone"
  var ratio = 0.5
  var done = false
  var n = -1
  var d = 1 as Double
  var items = [String]()
}

/// Presses the counter's button twice through `renderer`, checking that each press reaches the
/// store through the view store and that the next render reads the new count back through it.
@MainActor
private func expectPressesCount(_ renderer: ViewRenderer, storeCount: () -> Int) {
  #expect(renderer.render().text() == "[1] count: 0")
  for expected in 1...2 {
    #expect(renderer.perform(line: "1") == .performed)
    #expect(storeCount() == expected)
    #expect(renderer.needsRender)
    #expect(renderer.render().text() == "[1] count: \(expected)")
  }
}

@MainActor
@Suite struct InferredStateStrategyTests {
  @Test func simpleStrategyCounts() {
    let store = Store(initial: SimpleCounter.initialState(), behavior: SimpleCounter.behavior())
    expectPressesCount(ViewRenderer(SimpleCounter.view(store: store, environment: ()))) { store.state.count }
    let viewStore = ViewStore(store)
    viewStore.dispatch(.tick)
    #expect(viewStore.state.count == 3)
  }

  @Test func granularStrategyTracksTheInferredField() {
    let store = Store(initial: GranularCounter.initialState(), behavior: GranularCounter.behavior())
    expectPressesCount(ViewRenderer(GranularCounter.view(store: store, environment: ()))) {
      store.state.count
    }
    // `var count = 0` became a tracked `Int` that keeps its default in the memberwise initializer.
    #expect(GranularCounter.State._$trackedFields.map(\.name) == ["count"])
    #expect(GranularCounter.State() == GranularCounter.State(count: 0))
    let viewStore = TrackedViewStore(store)
    viewStore.dispatch(.tick)
    #expect(viewStore.state.count == 3)
    #expect(GranularCounter.State.lens.count.get(viewStore.state) == 3)
  }

  @Test func everyInferredFieldIsTrackedWithItsDefault() {
    let fields = InferredFields()
    #expect(
      InferredFields._$trackedFields.map(\.name) == ["count", "name", "ratio", "done", "n", "d", "items"])
    #expect(
      fields == InferredFields(count: 0, name: "phone", ratio: 0.5, done: false, n: -1, d: 1, items: []))
    var copy = fields
    copy.items.append("x")
    copy.d /= 4
    #expect(copy.items == ["x"] && copy.d == 0.25)
    #expect(fields.items.isEmpty)  // value semantics: the copy's storage is its own
  }

  @Test func combineStrategyCounts() {
    let store = Store(initial: CombineCounter.initialState(), behavior: CombineCounter.behavior())
    expectPressesCount(ViewRenderer(CombineCounter.view(store: store, environment: ()))) { store.state.count }
    let viewStore = ObservableObjectStore(store)
    viewStore.dispatch(.tick)
    #expect(viewStore.state.count == 3)
  }
}
