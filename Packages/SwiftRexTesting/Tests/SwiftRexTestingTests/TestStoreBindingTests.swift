import SwiftRexTesting
import Testing

/// Binding actions through the TestStore: dispatched by path, with the state change asserted like
/// any action's, received from effects, and reacted to by the feature.
@MainActor
@Suite("TestStore binding actions")
struct TestStoreBindingTests {
  @Test func dispatchingABindingSetsTheField() async {
    let store = TestStore(initial: Settings.State(), behavior: Settings.behavior())
    store.dispatch(\.binding.title, "Weekly") { $0.title = "Weekly" }
    store.dispatch(\.binding.audio, Settings.Audio(volume: 9)) { $0.audio.volume = 9 }
    await store.finish()
  }

  @Test func aNestedFieldIsDispatchedAndReceivedByItsWholePath() async {
    let store = TestStore(initial: Settings.State(), behavior: Settings.behavior())
    store.dispatch(\.binding.audio.volume, 2) { $0.audio.volume = 2 }
    #expect(store.state.audio == Settings.Audio(volume: 2))
    store.dispatch(.binding(.set(\.audio.volume, 3))) { $0.audio.volume = 3 }  // the same action, by hand
    await store.finish()
  }

  @Test func theFeatureReactsToABoundField() async {
    let store = TestStore(initial: Settings.State(), behavior: Settings.behavior())
    store.dispatch(\.binding.isPublic, true) {
      $0.isPublic = true
      $0.title = "Untitled"
    }
    await store.finish()
  }

  @Test func aBindingActionEqualsTheOneBuiltByHand() async {
    let store = TestStore(initial: Settings.State(), behavior: Settings.behavior())
    store.dispatch(.binding(.set(\.title, "Weekly"))) { $0.title = "Weekly" }
    #expect(Settings.Action.binding(.set(\.title, "A")) == .binding(.set(\.title, "A")))
    #expect(Settings.Action.binding(.set(\.title, "A")) != .binding(.set(\.title, "B")))
    await store.finish()
  }

  @Test func aWrongStateChangeIsReportedWithTheBindingNamed() async {
    let log = FailureLog()
    let store = TestStore(initial: Settings.State(), behavior: Settings.behavior())
    store.failureReporter = log.reporter
    store.dispatch(\.binding.title, "Weekly") { $0.title = "Monthly" }
    #expect(log.kinds == [.stateMismatch])
    #expect(log.messages.first?.contains(#".binding(.set(\State.title, "Weekly"))"#) == true)
  }
}
