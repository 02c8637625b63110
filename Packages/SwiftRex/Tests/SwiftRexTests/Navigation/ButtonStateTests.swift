import Testing

@testable import SwiftRex

@Suite struct ButtonStateTests {
  @Test func buildsWithARoleAnActionAndALabel() {
    let delete = ButtonState<FileAction>(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    #expect(delete.role == .destructive)
    #expect(delete.action == .confirmDeletion)
    #expect(delete.label == "Delete")
  }

  @Test func aCancelButtonNeedsNoAction() {
    let cancel = ButtonState<FileAction>(role: .cancel) { TextState("Cancel") }
    #expect(cancel.role == .cancel)
    #expect(cancel.action == nil)
    let plain = ButtonState<FileAction>(action: .archive) { "Archive" }
    #expect(plain.role == nil)
  }

  @Test func equalityAndHashCoverEveryField() {
    let base = ButtonState<FileAction>(role: .destructive, action: .confirmDeletion) { "Delete" }
    #expect(base == ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" })
    #expect(base != ButtonState(role: .cancel, action: .confirmDeletion) { "Delete" })
    #expect(base != ButtonState(role: .destructive, action: .archive) { "Delete" })
    #expect(base != ButtonState(role: .destructive, action: .confirmDeletion) { "Remove" })
    let set: Set = [base, base, ButtonState(role: .cancel) { "Cancel" }]
    #expect(set.count == 2)
  }

  @Test func mapChangesTheActionOnly() {
    let share = ButtonState<FileAction>(action: .share(2)) { "Share" }
    #expect(share.map(BrowserAction.file) == ButtonState(action: .file(.share(2))) { "Share" })
    let cancel = ButtonState<FileAction>(role: .cancel) { "Cancel" }
    #expect(cancel.map(BrowserAction.file) == ButtonState(role: .cancel) { "Cancel" })
  }

  @Test func holdsAnyAction() {
    var ran = false
    let button = ButtonState(action: OpaqueAction { ran = true }) { "Run" }
    button.action?.run()
    #expect(ran)
  }

  @Test func rendersFieldByFieldInStateDiffs() {
    #expect(
      StateDiff.render(ButtonState<FileAction>(role: .destructive, action: .share(1)) { "Share" }) == """
        ButtonState<FileAction>(
          role: .destructive
          action: .share(1)
          label: "Share"
        )
        """)
  }

  @Test func crossesIntoATask() async {
    let button = ButtonState<FileAction>(role: .destructive, action: .confirmDeletion) { "Delete" }
    let label = await Task.detached { button.label.string }.value
    #expect(label == "Delete")
  }
}
