import SwiftRexArchitecture
import SwiftRexTesting
import Testing

/// Destinations declared once with `@Destination` (``Drafts``), through the TestStore: the
/// generated behaviour runs the presented feature case, alerts and dialogs end with their
/// buttons, a case replacing another ends the other's effects, and an action for a case that is
/// not the one presented is reported and ignored, as for any presented child.
@MainActor
@Suite("Destination")
struct DestinationTests {
  private func makeStore() -> TestStore<Drafts.Action, Drafts.State, Void> {
    TestStore(initial: Drafts.State(), behavior: Drafts.behavior())
  }

  @Test func theGeneratedBehaviorRunsTheFeatureCaseInPlace() async {
    let store = makeStore()
    store.dispatch(.edit("Draft")) { $0.destination = .editor(Editor.State(title: "Draft")) }
    let presented = store.state.$destination.identity
    // The generated case property is writable: the case's state changes in place.
    store.dispatch(.destination(.presented(.editor(.rename("Final"))))) {
      $0.destination?.editor?.title = "Final"
    }
    #expect(store.state.$destination.identity == presented)
    await store.finish()
  }

  @Test func theFeatureCasesEffectsComeBackThroughItsCaseAndItDismissesItself() async {
    let store = makeStore()
    store.dispatch(.edit("Draft")) { $0.destination = .editor(Editor.State(title: "Draft")) }
    store.dispatch(.destination(.presented(.editor(.save))))
    await store.advance(by: .seconds(1))
    store.receive(\.destination?.presented?.editor?.saved) { _, state in
      state.destination = .editor(Editor.State(title: "Draft", isSaved: true))
    }
    store.receive(.destination(.dismiss)) {
      $0.destination = nil
      $0.log = ["dismissed"]
    }
    await store.finish()
  }

  @Test func anAlertCaseEndsWithItsButtonsAction() async {
    let store = makeStore()
    store.dispatch(.deleteTapped) { $0.destination = .deletion(Drafts.deletionAlert) }
    store.dispatch(.destination(.presented(.deletion(.confirm)))) {
      $0.destination = nil
      $0.log = ["deleted"]
    }
    await store.finish()
  }

  @Test func aDialogCaseEndsWithItsButtonsAction() async {
    let store = makeStore()
    store.dispatch(.archiveTapped) { $0.destination = .archive(Drafts.archiveDialog) }
    store.dispatch(.destination(.presented(.archive(.archive)))) {
      $0.destination = nil
      $0.log = ["archived"]
    }
    await store.finish()
  }

  @Test func aCaseReplacingTheFeatureCaseEndsItsEffects() async {
    let store = makeStore()
    store.dispatch(.edit("Draft")) { $0.destination = .editor(Editor.State(title: "Draft")) }
    store.dispatch(.destination(.presented(.editor(.save))))
    await store.runEffects()
    #expect(store.effectsInFlight == 1)
    store.dispatch(.deleteTapped) { $0.destination = .deletion(Drafts.deletionAlert) }
    #expect(store.effectsInFlight == 0)
    await store.advance(by: .seconds(5))
    #expect(store.pendingReceivedActions == 0)
    await store.finish()
  }

  @Test func anActionForACaseNotPresentedIsReportedAndIgnored() async {
    let warnings = Warnings()
    let store = makeStore()
    store.dispatch(.deleteTapped) { $0.destination = .deletion(Drafts.deletionAlert) }
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.destination(.presented(.editor(.rename("Nobody")))))
    }
    #expect(store.state.destination == .deletion(Drafts.deletionAlert))
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("rename") == true)
    #expect(warnings.all.first?.contains("was ignored") == true)
    store.dispatch(.destination(.dismiss)) {
      $0.destination = nil
      $0.log = ["dismissed"]
    }
    await store.finish()
  }

  @Test func anActionWhileNothingIsPresentedIsReportedAsForAnyChild() async {
    let warnings = Warnings()
    let store = makeStore()
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.destination(.presented(.deletion(.confirm)))) { $0.log = ["deleted"] }
    }
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("nothing is presented at") == true)
    await store.finish()
  }

  @Test func theCasesHavePrismsAndCaseKeyPathsAsPrismsGives() {
    let editor = Editor.State(title: "Draft")
    #expect(Drafts.Destination.State.editor(editor)[keyPath: \.editor] == editor)
    #expect(Drafts.Destination.State.prism.deletion.preview(.editor(editor)) == nil)
    #expect(Drafts.Destination.Action.prism.archive.review(.archive) == .archive(.archive))
    #expect(Prism(\Drafts.Destination.Action.editor).review(.close) == .editor(.close))
  }
}
