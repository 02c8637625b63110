import SwiftRexArchitecture
import Testing

// L3 — pick your observation, as the seed writes it.

// Field-level — @Tracked auto-applied to ViewState
@Feature(strategy: .observationGranular)
enum Gadget {
  struct State: Sendable, Equatable {
    var name = "phone"
    var battery = 100
  }
  enum Action: Sendable { case rename(String) }
  struct ViewState: Sendable, Equatable {
    var title: String
    var charge: Int
  }  // no @Tracked here — added for you
  enum ViewAction: Sendable { case tapped }
  static let mapState = Reader<Void, @MainActor @Sendable (State) -> ViewState> { _ in
    { .init(title: $0.name, charge: $0.battery) }
  }
  static let mapAction = Reader<Void, @Sendable (ViewAction) -> Action> { _ in { _ in .rename("x") } }
  static func behavior() -> Behavior<Action, State, Environment> {
    .reduce { a, s in
      switch a {
      case .rename(let n): s.name = n
      }
    }
  }
  typealias Content = GadgetView
}

@BoundTo(Gadget.self, strategy: .observationGranular)
struct GadgetView: View {
  // injected: let viewStore: TrackedViewStore<Gadget.ViewState, Gadget.ViewAction>
  var body: some View { Text(viewStore.state.title) }  // invalidates only when `title` changes
}

// Combine's shape — an object-will-change store
@Feature(strategy: .combineObservable)
enum Widget {
  struct State: Sendable, Equatable { var label = "ready" }
  enum Action: Sendable { case relabel(String) }
  static func behavior() -> Behavior<Action, State, Environment> {
    .reduce { action, state in
      switch action {
      case .relabel(let label): state.label = label
      }
    }
  }
  typealias Content = WidgetView
}

@BoundTo(Widget.self, strategy: .combineObservable)
struct WidgetView: View {
  // injected: @ObservedObject var viewStore: ObservableObjectStore<Widget.ViewState, Widget.ViewAction>
  var body: some View { Text(viewStore.state.label) }
}

/// Under the granular strategy without a ViewState, @Tracked lands on State itself.
@Feature(strategy: .observationGranular)
enum Thermostat {
  struct State: Sendable, Equatable {
    var target: Int = 20
    var reading: Int = 18
  }
  enum Action: Sendable { case read(Int) }
  static func behavior() -> Behavior<Action, State, Environment> {
    .reduce { action, state in
      switch action {
      case .read(let value): state.reading = value
      }
    }
  }
  typealias Content = ThermostatView
}

@BoundTo(Thermostat.self, strategy: .observationGranular)
struct ThermostatView: View {
  var body: some View { Text("target \(viewStore.state.target)") }
}

/// A store of Gadget's domain whose behaviour can also drain the battery, to change a field the
/// seed's view does not read.
@MainActor
private func gadgetStore() -> Store<Gadget.Action, Gadget.State, Void> {
  Store(
    initial: Gadget.initialState(),
    behavior: .reduce { action, state in
      switch action {
      case .rename("drain"): state.battery -= 10
      case .rename(let name): state.name = name
      }
    })
}

@MainActor
@Suite struct ObservationStrategyFeatureTests {
  @Test func granularViewIgnoresFieldsItDoesNotRead() {
    let store = gadgetStore()
    let renderer = ViewRenderer(Gadget.view(store: store, environment: ()))
    #expect(renderer.render().text() == "phone")
    store.dispatch(.rename("drain"))
    #expect(store.state.battery == 90)
    #expect(!renderer.needsRender)  // GadgetView read only `title`
    store.dispatch(.rename("tablet"))
    #expect(renderer.needsRender)
    #expect(renderer.render().text() == "tablet")
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["GadgetView"])
  }

  @Test func granularViewStateIsTrackedAndKeepsItsValueSemantics() {
    let viewState = Gadget.ViewState(title: "a", charge: 1)
    var copy = viewState
    copy.charge = 2
    #expect(viewState != copy)
    #expect(viewState == Gadget.ViewState(title: "a", charge: 1))
    #expect(Gadget.ViewState._$trackedFields.map(\.name) == ["title", "charge"])
    #expect(Gadget.ViewState.lens.charge.get(copy) == 2)
  }

  @Test func granularWithoutViewStateTracksTheState() {
    let store = Store(initial: Thermostat.initialState(), behavior: Thermostat.behavior())
    let renderer = ViewRenderer(Thermostat.view(store: store, environment: ()))
    #expect(renderer.render().text() == "target 20")
    store.dispatch(.read(19))
    #expect(!renderer.needsRender)  // the view reads `target` only
    #expect(Thermostat.State._$trackedFields.map(\.name) == ["target", "reading"])
  }

  @Test func combineObservableStoreAnnouncesBeforeItChanges() {
    let store = Store(initial: Widget.initialState(), behavior: Widget.behavior())
    let renderer = ViewRenderer(Widget.view(store: store, environment: ()))
    #expect(renderer.render().text() == "ready")
    store.dispatch(.relabel("busy"))
    #expect(renderer.needsRender)
    #expect(renderer.render().text() == "busy")
    store.dispatch(.relabel("busy"))  // an equal state announces nothing
    #expect(!renderer.needsRender)
  }

  @Test func objectWillChangeSinksSeeTheOldState() {
    let store = Store(initial: Widget.initialState(), behavior: Widget.behavior())
    let viewStore = ObservableObjectStore(store)
    var seen: [String] = []
    let subscription = viewStore.objectWillChange.sink { seen.append(viewStore.state.label) }
    store.dispatch(.relabel("one"))
    store.dispatch(.relabel("two"))
    #expect(seen == ["ready", "one"])
    subscription.cancel()
    store.dispatch(.relabel("three"))
    #expect(seen == ["ready", "one"])
    #expect(viewStore.state.label == "three")
  }
}
