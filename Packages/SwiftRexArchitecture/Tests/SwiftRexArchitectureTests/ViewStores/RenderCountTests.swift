import SwiftRexArchitecture
import Testing

// Field-level (TrackedViewStore) versus coarse (ViewStore, ObservableObjectStore) invalidation,
// counted by the renderer: two rows, one reading `title`, one reading `charge`.

struct Device: Sendable, Equatable {
  var name = "phone"
  var battery = 100
  var serial = "A-1"  // not shown: the view state leaves it out
}

enum DeviceAction: Sendable {
  case rename(String)
  case drain
  case reSerial(String)
}

let deviceBehavior = Behavior<DeviceAction, Device, Void>.reduce { action, device in
  switch action {
  case .rename(let name): device.name = name
  case .drain: device.battery -= 10
  case .reSerial(let serial): device.serial = serial
  }
}

@Tracked
struct Meter: Sendable, Equatable {
  var title: String
  var charge: Int
}

@MainActor
func meter(_ device: Device) -> Meter { Meter(title: device.name, charge: device.battery) }

struct TitleRow<Source: StoreType>: View where Source.State == Meter {
  let store: Source
  var body: some View { Text("title: \(store.state.title)") }
}

struct ChargeRow<Source: StoreType>: View where Source.State == Meter {
  let store: Source
  var body: some View { Text("charge: \(store.state.charge)") }
}

struct MeterScreen<Source: StoreType>: View where Source.State == Meter {
  let store: Source
  var body: some View {
    VStack {
      TitleRow(store: store)
      ChargeRow(store: store)
    }
  }
}

/// The rows the last render evaluated, by their type's base name.
@MainActor
func evaluatedRows(_ renderer: ViewRenderer) -> [String] {
  renderer.lastRenderStatistics.evaluatedViews.map { String($0.prefix { $0 != "<" }) }
}

@MainActor
@Suite struct RenderCountTests {
  @Test func granularRerendersOnlyTheRowsThatReadAChangedField() {
    let store = Store(initial: Device(), behavior: deviceBehavior)
    let viewStore = TrackedViewStore(store, state: meter, action: { $0 })
    let renderer = ViewRenderer(MeterScreen(store: viewStore))
    #expect(renderer.render().text() == "title: phone\ncharge: 100")
    #expect(evaluatedRows(renderer) == ["MeterScreen", "TitleRow", "ChargeRow"])

    store.dispatch(.drain)
    #expect(renderer.render().text() == "title: phone\ncharge: 90")
    #expect(evaluatedRows(renderer) == ["ChargeRow"])

    store.dispatch(.rename("tablet"))
    #expect(renderer.render().text() == "title: tablet\ncharge: 90")
    #expect(evaluatedRows(renderer) == ["TitleRow"])

    store.dispatch(.reSerial("B-2"))  // maps to an equal Meter: no field changed
    #expect(!renderer.needsRender)
  }

  @Test func simpleRerendersEveryRowThatReadTheState() {
    let store = Store(initial: Device(), behavior: deviceBehavior)
    let viewStore = ViewStore(store, state: meter, action: { $0 })
    let renderer = ViewRenderer(MeterScreen(store: viewStore))
    renderer.render()

    store.dispatch(.drain)
    #expect(renderer.render().text() == "title: phone\ncharge: 90")
    #expect(evaluatedRows(renderer) == ["TitleRow", "ChargeRow"])

    store.dispatch(.reSerial("B-2"))  // an equal view state notifies nobody
    #expect(!renderer.needsRender)
  }

  @Test func observableObjectRerendersEveryRowThatReadTheState() {
    let store = Store(initial: Device(), behavior: deviceBehavior)
    let viewStore = ObservableObjectStore(store, state: meter, action: { $0 })
    let renderer = ViewRenderer(MeterScreen(store: viewStore))
    renderer.render()

    store.dispatch(.rename("watch"))
    #expect(renderer.render().text() == "title: watch\ncharge: 100")
    #expect(evaluatedRows(renderer) == ["TitleRow", "ChargeRow"])

    store.dispatch(.reSerial("B-2"))
    #expect(!renderer.needsRender)
  }

  @Test func aRowReadingBothFieldsFollowsEither() {
    struct BothRow: View {
      let store: TrackedViewStore<Meter, DeviceAction>
      var body: some View { Text("\(store.state.title) \(store.state.charge)") }
    }
    let store = Store(initial: Device(), behavior: deviceBehavior)
    let renderer = ViewRenderer(BothRow(store: TrackedViewStore(store, state: meter, action: { $0 })))
    renderer.render()
    store.dispatch(.drain)
    #expect(renderer.render().text() == "phone 90")
    store.dispatch(.rename("tablet"))
    #expect(renderer.render().text() == "tablet 90")
  }

  @Test func onlyAViewStoreGivesATrackedStateATrackerOfItsOwn() {
    let sample = Meter(title: "a", charge: 1)
    #expect(sample._$tracker === FieldTracker.untracked)
    let store = Store(initial: Device(), behavior: deviceBehavior)
    let first = TrackedViewStore(store, state: meter, action: { $0 })
    let second = TrackedViewStore(store, state: meter, action: { $0 })
    #expect(first.state._$tracker !== FieldTracker.untracked)
    #expect(first.state._$tracker !== second.state._$tracker)
    #expect(first.state == second.state)  // trackers never make two values differ
  }
}
