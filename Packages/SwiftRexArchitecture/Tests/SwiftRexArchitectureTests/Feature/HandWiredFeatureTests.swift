import SwiftRexArchitecture
import Testing

// A feature wired by hand, without a macro: the protocols and view stores stand on their own.

enum Stopwatch: Feature {
  struct State: Sendable, Equatable { var seconds: Int }
  enum Action: Sendable { case tick, reset }
  typealias Environment = Void
  typealias Input = Int

  static func initialState(with input: Int) -> State { State(seconds: input) }

  static func behavior() -> Behavior<Action, State, Void> {
    .reduce { action, state in
      switch action {
      case .tick: state.seconds += 1
      case .reset: state.seconds = 0
      }
    }
  }

  @MainActor
  static func view(store: some StoreType<State, Action>, environment: Void) -> StopwatchView {
    StopwatchView(viewStore: ViewStore(store))
  }
}

struct StopwatchView: View {
  let viewStore: ViewStore<Stopwatch.State, Stopwatch.Action>
  var body: some View {
    HStack {
      Text("\(viewStore.state.seconds)s")
      Button("tick") { viewStore.dispatch(.tick) }
      Button("reset") { viewStore.dispatch(.reset) }
    }
  }
}

/// A logic-only feature is a behaviour: it declares HasBehavior itself when needed.
enum Tally: HasBehavior {
  typealias State = Int
  typealias Action = Int
  typealias Environment = Void
  static func behavior() -> Behavior<Int, Int, Void> { .reduce { action, state in state += action } }
}

@MainActor
@Suite struct HandWiredFeatureTests {
  @Test func aHandWiredFeatureRendersThroughTheProtocol() {
    func render<F: Feature>(_: F.Type, input: F.Input, environment: F.Environment) -> ViewRenderer
    where F.Environment == Void {
      let store = Store(initial: F.initialState(with: input), behavior: F.behavior())
      return ViewRenderer(F.view(store: store, environment: environment))
    }
    let renderer = render(Stopwatch.self, input: 5, environment: ())
    #expect(renderer.render().text() == "5s [1] tick [2] reset")
    _ = renderer.perform(line: "1")
    _ = renderer.perform(line: "1")
    #expect(renderer.render().text() == "7s [1] tick [2] reset")
    _ = renderer.perform(line: "press 2")
    #expect(renderer.render().text() == "0s [1] tick [2] reset")
  }

  @Test func aLogicOnlyFeatureIsUsedThroughHasBehavior() {
    func run<F: HasBehavior>(_: F.Type, _ actions: [F.Action], from state: F.State) -> F.State
    where F.Environment == Void {
      let store = Store(initial: state, behavior: F.behavior())
      for action in actions { store.dispatch(action) }
      return store.state
    }
    #expect(run(Tally.self, [1, 2, 3], from: 10) == 16)
  }
}
