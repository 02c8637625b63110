import SwiftRexArchitecture
import Testing

// L0 — the leanest feature, as the seed writes it (TextUI views in place of SwiftUI's).
@Feature(strategy: .observationSimple)
enum Counter {
  struct State: Sendable, Equatable { var count = 0 }
  enum Action: Sendable { case tick }

  static func behavior() -> Behavior<Action, State, Environment> {
    .reduce { action, state in
      switch action {
      case .tick: state.count += 1
      }
    }
  }

  typealias Content = CounterView
}

@BoundTo(Counter.self, strategy: .observationSimple)
struct CounterView: View {
  var body: some View {
    Button("count: \(viewStore.state.count)") { viewStore.dispatch(.tick) }
  }
}

@MainActor
@Suite struct CounterFeatureTests {
  @Test func rendersAndCountsPresses() {
    let store = Store(initial: Counter.initialState(), behavior: Counter.behavior())
    let renderer = ViewRenderer(Counter.view(store: store, environment: ()))
    #expect(renderer.render().text() == "[1] count: 0")
    #expect(renderer.perform(line: "1") == .performed)
    #expect(store.state.count == 1)
    #expect(renderer.needsRender)
    #expect(renderer.render().text() == "[1] count: 1")
  }

  @Test func generatedDefaultsAreTheDomainTypes() {
    #expect(Counter.Environment.self == Void.self)
    #expect(Counter.Input.self == Void.self)
    #expect(Counter.ViewState.self == Counter.State.self)
    #expect(Counter.ViewAction.self == Counter.Action.self)
    #expect(Counter.initialState(with: ()) == Counter.State(count: 0))
  }

  @Test func conformsToFeatureAndGetsOptics() {
    func initial<F: Feature>(of feature: F.Type, _ input: F.Input) -> F.State { F.initialState(with: input) }
    #expect(initial(of: Counter.self, ()) == .init())
    #expect(Counter.State.lens.count.get(.init(count: 3)) == 3)
    #expect(Counter.Action.prism.tick.matches(.tick))
  }
}
