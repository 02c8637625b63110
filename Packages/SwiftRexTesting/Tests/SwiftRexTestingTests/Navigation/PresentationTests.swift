import SwiftRexTesting
import Testing

/// Presentation, through the TestStore: routing while presented, dismissal from the parent and
/// from the child, and the identity that tells a replaced child from the one that stays.
@MainActor
@Suite("Presentation")
struct PresentationTests {
  private func makeStore() -> TestStore<Desk.Action, Desk.State, Void> {
    TestStore(initial: Desk.State(), behavior: Desk.behavior())
  }

  @Test func presentedActionsReachTheChildInPlace() async {
    let store = makeStore()
    store.dispatch(.open("Draft")) { $0.editor = Editor.State(title: "Draft") }
    let presented = store.state.$editor.identity
    store.dispatch(.editor(.presented(.rename("Final")))) { $0.editor?.title = "Final" }
    // Changed in place: still the same presentation.
    #expect(store.state.$editor.identity == presented)
    await store.finish()
  }

  @Test func dismissClearsTheChildAndCancelsItsEffects() async {
    let store = makeStore()
    store.dispatch(.open("Draft")) { $0.editor = Editor.State(title: "Draft") }
    store.dispatch(.editor(.presented(.save)))
    await store.runEffects()
    #expect(store.effectsInFlight == 1)
    store.dispatch(.editor(.dismiss)) {
      $0.editor = nil
      $0.log = ["dismissed"]
    }
    #expect(store.effectsInFlight == 0)
    await store.advance(by: .seconds(5))
    #expect(store.pendingReceivedActions == 0)
    await store.finish()
  }

  @Test func theChildDismissesItselfFromAnEffect() async {
    let store = makeStore()
    store.dispatch(.open("Draft")) { $0.editor = Editor.State(title: "Draft") }
    store.dispatch(.editor(.presented(.save)))
    await store.advance(by: .seconds(1))
    store.receive(\.editor?.presented?.saved) { _, state in state.editor?.isSaved = true }
    store.receive(.editor(.dismiss)) {
      $0.editor = nil
      $0.log = ["dismissed"]
    }
    await store.finish()
  }

  @Test func theChildDismissesItselfRightAway() async {
    let store = makeStore()
    store.dispatch(.open("Draft")) { $0.editor = Editor.State(title: "Draft") }
    store.dispatch(.editor(.presented(.close)))
    store.receive(\.editor?.dismiss) { _, state in
      state.editor = nil
      state.log = ["dismissed"]
    }
    await store.finish()
  }

  @Test func clearedByTheParentItsEffectsAreCancelled() async {
    let store = makeStore()
    store.dispatch(.open("Draft")) { $0.editor = Editor.State(title: "Draft") }
    store.dispatch(.editor(.presented(.save)))
    store.dispatch(.clear) { $0.editor = nil }
    #expect(store.effectsInFlight == 0)
    await store.advance(by: .seconds(5))
    await store.finish()
  }

  /// The sharpest rule: the parent replaces the presented child in one reduction while the old
  /// child's effect sleeps on the test clock. The new child is another presentation, so advancing
  /// the clock delivers nothing — not the old child's `.saved` to the new one.
  @Test(arguments: ["reopen", "replace"])
  func aChildReplacedInOneReductionNeverReceivesTheOldOnesEffect(how: String) async {
    let store = makeStore()
    store.dispatch(.open("Old")) { $0.editor = Editor.State(title: "Old") }
    let old = store.state.$editor.identity
    store.dispatch(.editor(.presented(.save)))
    await store.runEffects()
    #expect(store.effectsInFlight == 1)
    let replacing: Desk.Action = how == "reopen" ? .reopen("New") : .replace("New")
    store.dispatch(replacing) { $0.editor = Editor.State(title: "New") }
    #expect(store.state.$editor.identity != old)
    #expect(store.effectsInFlight == 0)
    await store.advance(by: .seconds(5))
    #expect(store.pendingReceivedActions == 0)
    #expect(store.state.editor == Editor.State(title: "New"))
    await store.finish()
  }

  @Test func anActionForAnAbsentChildIsReportedAndIgnored() async {
    let warnings = Warnings()
    let store = makeStore()
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.editor(.presented(.rename("Nobody"))))
      store.dispatch(.editor(.dismiss)) { $0.log = ["dismissed"] }
    }
    await store.finish()
    #expect(warnings.all.count == 2)
    #expect(warnings.all.first?.contains("nothing is presented at") == true)
    #expect(warnings.all.first?.contains("rename") == true)
    #expect(warnings.all.last?.contains("Was it dismissed already?") == true)
  }

  @Test func exhaustivitySeesAPresentation() async {
    let log = FailureLog()
    let store = makeStore()
    store.failureReporter = log.reporter
    store.dispatch(.open("Draft"))
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("editor") == true)
    #expect(log.messages.first?.contains("Draft") == true)
    await store.finish()
  }

  @Test func anAlertButtonsActionArrivesThenTheAlertIsDismissed() async {
    let store = makeStore()
    store.dispatch(.deleteTapped) { $0.alert = Desk.deletionAlert }
    store.dispatch(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.log = ["deleted"]
    }
    store.dispatch(.deleteTapped) { $0.alert = Desk.deletionAlert }
    // The cancel button has no action: the view dismisses.
    store.dispatch(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
  }

  @Test func aDestinationEnumShowsOneThingAndItsDialogEndsWithItsButton() async {
    let store = makeStore()
    store.dispatch(.showDestination(.editor(Editor.State(title: "Draft")))) {
      $0.destination = .editor(Editor.State(title: "Draft"))
    }
    store.dispatch(.destination(.presented(.editor(.rename("Final"))))) {
      $0.destination = .editor(Editor.State(title: "Final"))
    }
    // Showing the dialog replaces the editor: one destination at a time.
    store.dispatch(.showDestination(.archiveDialog(Desk.archiveDialog))) {
      $0.destination = .archiveDialog(Desk.archiveDialog)
    }
    store.dispatch(.destination(.presented(.archiveDialog(.archive)))) {
      $0.destination = nil
      $0.log = ["archived"]
    }
    await store.finish()
  }

  @Test func anActionForAnotherCaseLeavesTheDialogOnShow() async {
    let warnings = Warnings()
    let store = makeStore()
    store.dispatch(.showDestination(.archiveDialog(Desk.archiveDialog))) {
      $0.destination = .archiveDialog(Desk.archiveDialog)
    }
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.destination(.presented(.editor(.rename("Nobody")))))
    }
    #expect(store.state.destination == .archiveDialog(Desk.archiveDialog))
    #expect(warnings.all.count == 1)
    store.dispatch(.destination(.dismiss)) { $0.destination = nil }
    await store.finish()
  }

  @Test func aDestinationsChildDismissesTheDestination() async {
    let store = makeStore()
    store.dispatch(.showDestination(.editor(Editor.State(title: "Draft")))) {
      $0.destination = .editor(Editor.State(title: "Draft"))
    }
    store.dispatch(.destination(.presented(.editor(.close))))
    store.receive(\.destination?.dismiss) { _, state in state.destination = nil }
    await store.finish()
  }

  @Test func composedCaseKeyPathsReachIntoAPresentedChild() async {
    let store = makeStore()
    store.dispatch(.showDestination(.editor(Editor.State(title: "Draft")))) {
      $0.destination = .editor(Editor.State(title: "Draft"))
    }
    store.dispatch(.destination(.presented(.editor(.save))))
    await store.advance(by: .seconds(1))
    store.receive(\.destination?.presented?.editor?.saved) { _, state in
      state.destination = .editor(Editor.State(title: "Draft", isSaved: true))
    }
    let prism =
      Desk.Action.prism.destination >>> PresentationAction<Desk.DestinationAction>.prism.presented
      >>> Desk.DestinationAction.prism.editor
    store.receive(Desk.Action.prism.destination >>> PresentationAction<Desk.DestinationAction>.prism.dismiss)
    {
      _, state in state.destination = nil
    }
    #expect(prism.preview(.destination(.presented(.editor(.close)))) == .close)
    await store.finish()
  }
}
