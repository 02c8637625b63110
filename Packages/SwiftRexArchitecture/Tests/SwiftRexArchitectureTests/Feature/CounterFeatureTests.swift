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

/// Optics reach every nested domain type, at any depth, and a view-less feature stays a behaviour.
@Feature(strategy: .observationSimple)
enum Shelf {
  struct State: Sendable, Equatable {
    struct Slot: Sendable, Equatable {
      enum Kind: Sendable, Equatable {
        case book(String)
        case empty
      }
      var kind: Kind = .empty
    }
    var slots: [Slot] = []
  }
  enum Action: Sendable {
    case place(State.Slot.Kind)
  }
  static func behavior() -> Behavior<Action, State, Environment> {
    .reduce { action, state in
      switch action {
      case .place(let kind): state.slots.append(.init(kind: kind))
      }
    }
  }
}

@Suite struct NestedOpticsTests {
  @Test func nestedTypesGetTheirOptics() {
    let slot = Shelf.State.Slot(kind: .book("Dune"))
    #expect(Shelf.State.Slot.lens.kind.get(slot) == .book("Dune"))
    #expect(Shelf.State.Slot.Kind.prism.book.preview(slot.kind) == "Dune")
    #expect(Prism(\Shelf.Action.place).review(.empty).place == .empty)
  }

  @Test func aViewLessFeatureIsABehaviourOnly() {
    #expect(!(Shelf.self is any Feature.Type))
    #expect(Shelf.initialState() == .init())
  }
}
