import Observation
import SwiftRexArchitecture
import Synchronization
import Testing

/// Granular reads of a store's state: a binding made with `binding(get:send:)`, and the
/// presentation bindings the sheet, alert and dialog modifiers read, tell the views that read
/// them only when their own value changes, not on every change of the state.
@MainActor
@Suite struct TrackedStoreValueTests {
  /// Whether Observation told the tracking it was handed of a change.
  private final class Told: Sendable {
    private let flag = Mutex(false)
    var value: Bool { flag.withLock { $0 } }
    func set() { flag.withLock { $0 = true } }
  }

  /// Reads `read` inside `withObservationTracking` and says whether the next `change` tells it.
  private func tells(_ read: () -> Void, after change: () -> Void) -> Bool {
    let told = Told()
    withObservationTracking(read) { told.set() }
    change()
    return told.value
  }

  @Test func aViewReadingTheBindingIsEvaluatedOnlyWhenItsValueChanges() {
    let store = Store(initial: Device(), behavior: deviceBehavior)
    let renderer = ViewRenderer(DeviceForm(store: store))
    #expect(renderer.render().text().contains("name: phone"))
    store.dispatch(.drain)
    renderer.render()
    // Neither the form, which made the binding, nor the row, which read it.
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["BatteryRow"])
    // The same name again: the row that reads the whole state is evaluated, the name's is not.
    store.dispatch(.rename("phone"))
    renderer.render()
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["BatteryRow"])
    store.dispatch(.rename("tablet"))
    #expect(renderer.render().text().contains("name: tablet"))
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["NameRow", "BatteryRow"])
  }

  @Test func writingTheBindingDispatchesTheActionItMakes() {
    let store = Store(initial: Device(), behavior: deviceBehavior)
    let name = store.binding(get: \.name, send: DeviceAction.rename)
    name.wrappedValue = "laptop"
    #expect(store.state.name == "laptop")
    #expect(name.wrappedValue == "laptop")
  }

  @Test func makingTheBindingObservesNothingAndItsReadObservesItsValueOnly() {
    let store = Store(initial: Device(), behavior: deviceBehavior)
    #expect(
      !tells(
        { _ = store.binding(get: \.name, send: DeviceAction.rename) }, after: { store.dispatch(.rename("x")) }
      ))
    let name = store.binding(get: \.name, send: DeviceAction.rename)
    #expect(!tells({ _ = name.wrappedValue }, after: { store.dispatch(.drain) }))
    #expect(tells({ _ = name.wrappedValue }, after: { store.dispatch(.rename("y")) }))
    // Over a projection too: it follows the root through the projection's subscription.
    let device = store.projection(state: { $0 })
    let battery = device.binding(get: \.battery, send: { _ in .drain })
    #expect(!tells({ _ = battery.wrappedValue }, after: { store.dispatch(.reSerial("B-2")) }))
    #expect(tells({ _ = battery.wrappedValue }, after: { store.dispatch(.drain) }))
    #expect(battery.wrappedValue == 80)
  }

  @Test func aPresentationCasesBindingObservesWhetherThatCaseIsPresentedOnly() {
    let store = Store(initial: Bookcase.State(), behavior: Bookcase.behavior())
    let removal = store.presentation(Bookcase.destination, state: \.removal, action: \.removal)
    let destination = store.presentation(Bookcase.destination)
    // Another part of the state changes: neither binding's reader is told.
    #expect(!tells({ _ = removal.wrappedValue }, after: { store.dispatch(.pushRename) }))
    #expect(!tells({ _ = destination.wrappedValue }, after: { store.dispatch(.pushRename) }))
    // Another case is presented: the alert's binding is not told; the destination's is, when
    // that presentation is replaced.
    #expect(!tells({ _ = removal.wrappedValue }, after: { store.dispatch(.shareTapped) }))
    #expect(removal.wrappedValue == nil)
    #expect(tells({ _ = destination.wrappedValue }, after: { store.dispatch(.removeTapped) }))
    store.dispatch(.destination(.dismiss))
    #expect(tells({ _ = removal.wrappedValue }, after: { store.dispatch(.removeTapped) }))
    #expect(removal.wrappedValue?.store.state == Bookcase.removalAlert)
    removal.wrappedValue = nil
    #expect(store.state.destination == nil && removal.wrappedValue == nil)
  }

  @Test func anAlertPresentedOverAViewStillShowsAndEnds() {
    let store = Store(initial: Bookcase.State(), behavior: Bookcase.behavior())
    let renderer = ViewRenderer(BookcaseView(store: store))
    renderer.render()
    store.dispatch(.pushRename)
    store.dispatch(.removeTapped)
    #expect(renderer.render().text().contains("Remove the book?"))
    #expect(renderer.perform(line: "press Remove (!)") == .performed)
    #expect(!renderer.render().text().contains("Remove the book?"))
    #expect(store.state.log == ["removed"])
  }
}

/// A form whose name row reads the name through a granular binding, beside a row that reads
/// the battery off the store.
private struct DeviceForm: View {
  let store: Store<DeviceAction, Device, Void>

  var body: some View {
    NameRow(name: store.binding(get: \.name, send: DeviceAction.rename))
    BatteryRow(store: store)
  }
}

private struct NameRow: View {
  let name: Binding<String>
  var body: some View { Text("name: \(name.wrappedValue)") }
}

private struct BatteryRow: View {
  let store: Store<DeviceAction, Device, Void>
  var body: some View { Text("battery: \(store.state.battery)") }
}
