import SwiftRexSwiftConcurrency
import SwiftRexTesting
import Testing

/// A presented feature tested alone, dismissing itself (`TestStore.isDismissed`).
@MainActor
@Suite("TestStore: a feature that dismisses itself")
struct TestStoreDismissalTests {
  /// An editor shown in a sheet: it ticks while open, and saves then dismisses itself.
  enum Editor {
    struct State: Equatable, Sendable {
      var ticks = 0
      var saved = false
    }

    @Prisms
    enum Action: Equatable, Sendable {
      case opened
      case tick
      case save
      case saved
      case close
    }

    static let behavior = Behavior<Action, State, Void> { action, _ in
      switch action {
      case .opened:
        .produce { _ in
          Effect.run { send in
            while true {
              try await send.clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
          .longLived()
        }
      case .tick:
        .reduce { $0.ticks += 1 }
      case .save:
        .produce { _ in .sequence(Effect.task { .saved }, .dismiss()) }
      case .saved:
        .reduce { $0.saved = true }
      case .close:
        .produce { _ in .dismiss() }
      }
    }
  }

  @Test func aFeatureThatDismissesItselfIsDismissedWithoutAWarning() async {
    let warnings = Warnings()
    await RuntimeWarnings.withHandler(warnings.record) {
      let store = TestStore(initial: Editor.State(), behavior: Editor.behavior)
      #expect(!store.isDismissed)
      store.dispatch(.close)
      #expect(store.isDismissed)
      await store.finish()
    }
    #expect(warnings.all.isEmpty)
  }

  @Test func dismissingEndsTheEffectsStillRunning() async {
    let store = TestStore(initial: Editor.State(), behavior: Editor.behavior)
    store.dispatch(.opened)
    await store.advance(by: .seconds(1))
    store.receive(.tick) { $0.ticks = 1 }
    #expect(store.effectsInFlight == 1)
    store.dispatch(.close)
    #expect(store.isDismissed)
    #expect(store.effectsInFlight == 0)
    await store.advance(by: .seconds(5))
    #expect(store.pendingReceivedActions == 0, "a dismissed feature's timer sends nothing")
    await store.finish()
  }

  @Test func aDismissalAfterAnEffectComesOnceTheEffectHasRun() async {
    let store = TestStore(initial: Editor.State(), behavior: Editor.behavior)
    store.dispatch(.save)
    #expect(!store.isDismissed, "the save runs first")
    await store.runEffects()
    store.receive(.saved) { $0.saved = true }
    #expect(store.isDismissed)
    await store.finish()
  }

  @Test func dispatchingAfterTheDismissalFailsAndNamesIt() async {
    let log = FailureLog()
    let store = TestStore(initial: Editor.State(), behavior: Editor.behavior)
    store.failureReporter = log.reporter
    store.dispatch(.close)
    let line = #line + 1
    store.dispatch(.tick) { $0.ticks = 1 }
    #expect(log.kinds == [.dispatchedAfterDismissal])
    #expect(log.lines == [line])
    let message = log.messages.first ?? ""
    #expect(message.hasPrefix("Dispatching .tick after the feature dismissed itself (Effect.dismiss"))
    #expect(message.contains("store.isDismissed"))
    await store.finish()
  }

  @Test func aPlainStoreStillWarnsOfADismissalWithNowhereToGo() {
    let warnings = Warnings()
    RuntimeWarnings.withHandler(warnings.record) {
      let store = Store(initial: Editor.State(), behavior: Editor.behavior)
      store.dispatch(.close)
    }
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("was ignored") == true)
  }
}
