import SwiftRexArchitecture
import Testing

/// Views of one case of a destination enum declared with `@Destination` (``Bookcase``): a sheet, a
/// full-screen cover, an alert, a dialog and a stack's screen, each shown only while its case is.
@MainActor
@Suite struct DestinationViewsTests {
  private func make(_ state: Bookcase.State = Bookcase.State()) -> (
    Store<Bookcase.Action, Bookcase.State, Void>, ViewRenderer
  ) {
    let store = Store(initial: state, behavior: Bookcase.behavior())
    let renderer = ViewRenderer(BookcaseView(store: store))
    renderer.render()
    return (store, renderer)
  }

  @Test func aSheetShowsItsCaseWithAStoreOfItAndDismissDispatches() {
    let (store, renderer) = make()
    #expect(!renderer.frame.text().contains("Title:"))
    #expect(renderer.perform(line: "press Rename") == .performed)
    #expect(renderer.render().text().contains("Title: Dune"))
    #expect(renderer.perform(line: "press Add !") == .performed)
    #expect(store.state.destination == .rename(Rename.State(title: "Dune!")))
    #expect(renderer.render().text().contains("Title: Dune!"))
    #expect(renderer.perform(line: "dismiss") == .performed)
    #expect(store.state.destination == nil)
    #expect(!renderer.render().text().contains("Title:"))
  }

  @Test func theCasesSelfDismissalEndsTheSheet() {
    let (store, renderer) = make()
    #expect(renderer.perform(line: "press Rename") == .performed)
    renderer.render()
    #expect(renderer.perform(line: "press Done") == .performed)
    #expect(store.state.destination == nil)
  }

  @Test func anAlertCaseShowsAloneAndEndsWithItsButton() {
    let (store, renderer) = make()
    #expect(renderer.perform(line: "press Remove") == .performed)
    let text = renderer.render().text()
    #expect(text.contains("Remove the book?"))
    #expect(!text.contains("Title:"))
    #expect(renderer.perform(line: "press Remove (!)") == .performed)
    #expect(store.state.destination == nil)
    #expect(store.state.log == ["removed"])
  }

  @Test func aDialogCaseShowsItsButtonsAndACancel() {
    let (store, renderer) = make()
    #expect(renderer.perform(line: "press Share") == .performed)
    let text = renderer.render().text()
    #expect(text.contains("Copy link") && text.contains("Cancel"))
    #expect(renderer.perform(line: "press Copy link") == .performed)
    #expect(store.state.destination == nil)
    #expect(store.state.log == ["copied"])
  }

  @Test func dismissingOneCaseLeavesAnotherCaseOnShow() {
    var state = Bookcase.State()
    state.destination = .removal(Bookcase.removalAlert)
    let (store, _) = make(state)
    let rename = store.presentation(Bookcase.destination, state: \.rename, action: \.rename)
    #expect(rename.wrappedValue == nil)
    rename.wrappedValue = nil
    #expect(store.state.destination == .removal(Bookcase.removalAlert))
    #expect(store.presentation(Bookcase.destination, state: \.removal, action: \.removal).wrappedValue != nil)
  }

  @Test func aStacksScreenShowsItsCaseAndItsActionsReachIt() {
    let (store, renderer) = make()
    #expect(renderer.perform(line: "press Push") == .performed)
    #expect(renderer.render().text().contains("Bookcase › Rename"))
    #expect(renderer.frame.text().contains("Title: Emma"))
    #expect(renderer.perform(line: "press Add !") == .performed)
    #expect(store.state.path.first == .rename(Rename.State(title: "Emma!")))
    #expect(renderer.perform(line: "press Done") == .performed)
    #expect(store.state.path.isEmpty)
  }

  @Test func aFullScreenCoverShowsItsCaseAlone() {
    var state = Bookcase.State()
    state.destination = .rename(Rename.State(title: "Dune"))
    let store = Store(initial: state, behavior: Bookcase.behavior())
    let renderer = ViewRenderer(
      Text("Below the cover")
        .fullScreenCover(store: store, scope: Bookcase.destination, state: \.rename, action: \.rename) {
          rename in
          RenameView(store: rename)
        })
    let text = renderer.render().text()
    #expect(text.contains("Title: Dune"))
    #expect(!text.contains("Below the cover"))
    #expect(renderer.perform(line: "dismiss") == .performed)
    #expect(store.state.destination == nil)
    #expect(renderer.render().text().contains("Below the cover"))
  }
}
