import Foundation
import SwiftRexArchitecture
import Testing

// L2 — a distinct view shape, as the seed writes it.
@Feature(strategy: .observationSimple)
enum HeroDetails {
  struct State: Sendable {
    var codename = "Kryptonian"
    var aliases = ["Superman", "Man of Steel"]
    var powers = ["flight", "heat vision"]
    var isRetired = false
  }

  enum Action: Sendable, Equatable {
    case savePowers([String])
    case toggleRetirement
  }

  struct Environment: Sendable {}

  struct ViewState: Sendable, Equatable {
    var displayName: String  // aliases.first ?? codename
    var powersText: String  // joined for the TextField
    var isRetired: Bool
  }

  enum ViewAction: Sendable {
    case editedPowers(String)  // raw comma-separated TextField content
    case tappedRetirement
  }

  static let mapState = Reader<Environment, @MainActor @Sendable (State) -> ViewState> { _ in
    { s in
      .init(
        displayName: s.aliases.first ?? s.codename,
        powersText: s.powers.joined(separator: ", "),
        isRetired: s.isRetired
      )
    }
  }

  static let mapAction = Reader<Environment, @Sendable (ViewAction) -> Action> { _ in
    { va in
      switch va {
      case .editedPowers(let raw):
        .savePowers(raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
      case .tappedRetirement:
        .toggleRetirement
      }
    }
  }

  static func behavior() -> Behavior<Action, State, Environment> {
    .reduce { action, state in
      switch action {
      case .savePowers(let p): state.powers = p
      case .toggleRetirement: state.isRetired.toggle()
      }
    }
  }

  typealias Content = HeroDetailsView
}

@BoundTo(HeroDetails.self, strategy: .observationSimple)
struct HeroDetailsView: View {
  // injected: let viewStore: ViewStore<HeroDetails.ViewState, HeroDetails.ViewAction>
  var body: some View {
    Form {
      Text(viewStore.state.displayName).font(.headline)
      // `set:` is `(Value) -> ViewAction`, so pass the case constructor directly:
      TextField(
        "Powers",
        text: viewStore.binding(
          .state(\.powersText), dispatch: .action(review: HeroDetails.ViewAction.editedPowers)))
      Toggle(
        "Retired",
        isOn: viewStore.binding(.state(\.isRetired), dispatch: .action(review: { _ in .tappedRetirement })))
    }
  }
}

/// The same screen with the other lanes the seed shows: a case key path, a prism, a closure.
@BoundTo(HeroDetails.self, strategy: .observationSimple)
struct HeroDetailsLanesView: View {
  var body: some View {
    Form {
      Text(viewStore.state.displayName)
      TextField("Powers", text: viewStore.binding(.state(\.powersText), dispatch: .action(\.editedPowers)))
      TextField(
        "Shouted",
        text: viewStore.binding(
          .state { $0.powersText.uppercased() }, dispatch: .action(HeroDetails.ViewAction.prism.editedPowers))
      )
    }
  }
}

@MainActor
@Suite struct HeroDetailsFeatureTests {
  @Test func rendersTheViewStateAndEditsThroughBindings() {
    let store = Store(
      initial: HeroDetails.initialState(), behavior: HeroDetails.behavior(), environment: .init())
    let renderer = ViewRenderer(HeroDetails.view(store: store, environment: .init()))
    #expect(renderer.render().text() == "Superman\n[1] Powers: [flight, heat vision]\n[2] [ ] Retired")

    #expect(renderer.perform(line: "type 1 flight,  x-ray ,speed") == .performed)
    #expect(store.state.powers == ["flight", "x-ray", "speed"])  // parsed by mapAction
    #expect(renderer.perform(line: "toggle 2") == .performed)
    #expect(store.state.isRetired)
    #expect(renderer.render().text() == "Superman\n[1] Powers: [flight, x-ray, speed]\n[2] [x] Retired")
  }

  @Test func aBindingWritesOnlyByDispatching() {
    let store = Store(
      initial: HeroDetails.initialState(), behavior: HeroDetails.behavior(), environment: .init())
    let viewStore = ViewStore(
      store, state: HeroDetails.mapState.run(.init()), action: HeroDetails.mapAction.run(.init()))
    let retired = viewStore.binding(
      .state(\.isRetired), dispatch: .action(review: { _ in .tappedRetirement }))
    // The toggle writes `false` while the state is `false`; the behaviour still toggles, and the
    // binding shows what the state now holds, not what was written.
    retired.wrappedValue = false
    #expect(retired.wrappedValue)
    #expect(viewStore.state.isRetired)
  }

  @Test func everyActionLaneEmbedsTheValue() {
    let store = Store(
      initial: HeroDetails.initialState(), behavior: HeroDetails.behavior(), environment: .init())
    let renderer = ViewRenderer(
      HeroDetailsLanesView(
        viewStore: ViewStore(
          store, state: HeroDetails.mapState.run(.init()), action: HeroDetails.mapAction.run(.init()))))
    #expect(
      renderer.render().text(width: 60)
        == "Superman\n[1] Powers: [flight, heat vision]\n[2] Shouted: [FLIGHT, HEAT VISION]")
    _ = renderer.perform(line: "1 = wit")
    #expect(store.state.powers == ["wit"])
    _ = renderer.perform(line: "2 = a,b")
    #expect(store.state.powers == ["a", "b"])
    #expect(renderer.render().text(width: 60) == "Superman\n[1] Powers: [a, b]\n[2] Shouted: [A, B]")
  }

  @Test func opticsAreStampedOnEveryDomainAndViewType() {
    #expect(HeroDetails.ViewAction.prism.editedPowers.preview(.editedPowers("x")) == "x")
    #expect(HeroDetails.Action.prism.toggleRetirement.matches(.toggleRetirement))
    #expect(HeroDetails.State.lens.codename.get(.init()) == "Kryptonian")
    let viewState = HeroDetails.ViewState(displayName: "a", powersText: "b", isRetired: true)
    #expect(HeroDetails.ViewState.lens.powersText.get(viewState) == "b")
    #expect(Prism(\HeroDetails.ViewAction.editedPowers).review("y").editedPowers == "y")
  }
}
