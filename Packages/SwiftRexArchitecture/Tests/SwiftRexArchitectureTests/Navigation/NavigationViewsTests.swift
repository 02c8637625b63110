import SwiftRexArchitecture
import Testing

@MainActor
@Suite struct NavigationViewsTests {
  private func make(_ state: Board.State = Board.State()) -> (
    Store<Board.Action, Board.State, Void>, ViewRenderer
  ) {
    let store = Store(initial: state, behavior: Board.behavior)
    let renderer = ViewRenderer(BoardView(store: store))
    renderer.render()
    return (store, renderer)
  }

  @Test func aSheetGetsAStoreOfThePresentedChildAndDismissDispatches() {
    var state = Board.State()
    state.note = "draft"
    let (store, renderer) = make(state)
    #expect(renderer.frame.text().contains("│ draft"))
    #expect(renderer.perform(line: "press Edit") == .performed)
    #expect(renderer.render().text().contains("│ draft!"))
    #expect(renderer.perform(line: "dismiss") == .performed)
    #expect(store.state.note == nil)
    #expect(!renderer.render().text().contains("draft"))
  }

  @Test func anAlertShowsItsButtonsAndEndsWithOne() {
    var state = Board.State()
    state.alert = AlertState {
      TextState("Erase?")
    } actions: {
      ButtonState(role: .destructive, action: .erase) { TextState("Erase") }
      ButtonState(role: .cancel, action: .keep) { TextState("Keep") }
    } message: {
      TextState("It cannot be undone.")
    }
    let (store, renderer) = make(state)
    let text = renderer.frame.text()
    #expect(text.contains("│ Erase?"))
    #expect(text.contains("│ It cannot be undone."))
    #expect(text.contains("Erase (!)") && text.contains("Keep"))
    // Esc does what the cancel button does.
    #expect(renderer.perform(line: "esc") == .performed)
    #expect(store.state.alert == nil)
    #expect(store.state.log == ["alert keep"])
  }

  @Test func overTheScreenAnAlertIsABoxTitledWithItsTitle() {
    var state = Board.State()
    state.alert = AlertState {
      TextState("Erase?")
    } actions: {
      ButtonState(role: .destructive, action: .erase) { TextState("Erase") }
    } message: {
      TextState("It cannot be undone.")
    }
    let store = Store(initial: state, behavior: Board.behavior)
    let renderer = ViewRenderer(BoardView(store: store))
    renderer.width = 40
    renderer.viewportHeight = 7
    renderer.overlaysModals = true
    // The title is in the box's top edge, not repeated inside it.
    #expect(
      renderer.render().text(width: 40) == """
        Board
        [1] Ope╭─ Erase? ─ [2] Dismiss ─╮
               │ It cannot be undone.   │
               │ [3] Erase (!)          │
               ╰────────────────────────╯
        """)
    #expect(renderer.perform(line: "press Erase (!)") == .performed)
    #expect(store.state.log == ["alert erase"])
  }

  @Test func anAlertWithoutButtonsGetsAnOKAndADialogACancel() {
    var state = Board.State()
    state.alert = AlertState(title: TextState("Saved."))
    let (store, renderer) = make(state)
    #expect(renderer.perform(line: "press OK") == .performed)
    #expect(store.state.alert == nil)
    #expect(store.state.log.isEmpty)
    store.dispatch(.pages(.push(id: 0, state: 5)))  // an unrelated change, then the dialog
    var dialog = store.state
    dialog.dialog = ConfirmationDialogState(titleVisibility: .hidden) {
      TextState("Share how?")
    } actions: {
      ButtonState(action: .share) { TextState("Share") }
    }
    let (dialogStore, dialogRenderer) = make(dialog)
    let text = dialogRenderer.frame.text()
    #expect(!text.contains("Share how?"))
    #expect(text.contains("Share") && text.contains("Cancel"))
    #expect(dialogRenderer.perform(line: "press Share") == .performed)
    #expect(dialogStore.state.dialog == nil)
    #expect(dialogStore.state.log == ["dialog share"])
  }

  @Test func aStackShowsTheTopScreenWithABreadcrumbAndBackPops() {
    let (store, renderer) = make()
    #expect(renderer.frame.text().hasPrefix("Board\n"))
    #expect(renderer.perform(line: "press Open page 1") == .performed)
    #expect(store.state.pages.ids == [0])
    #expect(renderer.render().text().contains("Board › #1\n"))
    #expect(renderer.perform(line: "press Next") == .performed)
    let deep = renderer.render().text()
    #expect(deep.contains("Board › #1 › #2"))
    #expect(deep.contains("Page 2"))
    #expect(!deep.contains("Page 1"))
    #expect(renderer.perform(line: "press ‹ Back") == .performed)
    #expect(renderer.render().text().contains("Board › #1\n"))
    #expect(renderer.perform(line: "press ‹ Back") == .performed)
    #expect(store.state.pages.isEmpty)
    #expect(renderer.render().text().contains("Open page 1"))
  }
}
