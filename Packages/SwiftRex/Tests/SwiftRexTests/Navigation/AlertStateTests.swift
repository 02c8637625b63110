import Testing

@testable import SwiftRex

@Suite struct AlertStateTests {
  private let deletion = AlertState<FileAction> {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("This cannot be undone.")
  }

  @Test func buildsFromClosures() {
    #expect(deletion.title == "Delete?")
    #expect(deletion.message == "This cannot be undone.")
    #expect(deletion.buttons.map(\.label) == ["Delete", "Cancel"])
    #expect(deletion.buttons.map(\.action) == [.confirmDeletion, nil])
    #expect(deletion.buttons.map(\.role) == [.destructive, .cancel])
  }

  @Test func actionsAndMessageAreOptional() {
    let bare = AlertState<FileAction> { TextState("Saved") }
    #expect(bare.message == nil)
    #expect(bare.buttons.isEmpty)
    let withMessage = AlertState<FileAction> {
      "Saved"
    } message: {
      "Your book is on the shelf."
    }
    #expect(withMessage.message == "Your book is on the shelf.")
    #expect(withMessage.buttons.isEmpty)
  }

  @Test func theBuilderTakesConditionsAndLoops() {
    let cases: [(canArchive: Bool, recipients: [Int])] = [(true, [1, 2]), (false, [])]
    for (canArchive, recipients) in cases {
      let alert = AlertState<FileAction> {
        "Done?"
      } actions: {
        if canArchive {
          ButtonState(action: .archive) { "Archive" }
        } else {
          ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
        }
        for recipient in recipients {
          ButtonState(action: .share(recipient)) { "Share with \(recipient)" }
        }
      }
      let expected: [FileAction?] =
        canArchive ? [.archive, .share(1), .share(2)] : [.confirmDeletion]
      #expect(alert.buttons.map(\.action) == expected)
    }
  }

  @Test func theValueInitializerMatchesTheBuilder() {
    let values = AlertState<FileAction>(
      title: "Delete?", message: "This cannot be undone.",
      buttons: [
        ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" },
        ButtonState(role: .cancel) { "Cancel" },
      ])
    #expect(values == deletion)
    #expect(AlertState<FileAction>(title: "Saved") == AlertState { "Saved" })
  }

  @Test func equalityAndHashCoverEveryField() {
    var other = deletion
    #expect(other == deletion)
    other.message = nil
    #expect(other != deletion)
    other = deletion
    other.buttons[0].label = "Remove"
    #expect(other != deletion)
    #expect(Set([deletion, deletion, other]).count == 2)
  }

  @Test func mapWrapsEveryButtonsAction() {
    let mapped = deletion.map(BrowserAction.file)
    #expect(mapped.title == deletion.title)
    #expect(mapped.message == deletion.message)
    #expect(mapped.buttons.map(\.action) == [.file(.confirmDeletion), nil])
    #expect(mapped.buttons.map(\.label) == deletion.buttons.map(\.label))
  }

  @Test func isAButtonDrivenPresentation() {
    let presentation: any ButtonDrivenPresentation = deletion
    #expect(presentation is AlertState<FileAction>)
  }

  @Test func rendersFieldByFieldInStateDiffs() {
    #expect(
      StateDiff.render(deletion) == """
        AlertState<FileAction>(
          title: "Delete?"
          message: "This cannot be undone."
          buttons: [
            ButtonState<FileAction>(
              role: .destructive
              action: .confirmDeletion
              label: "Delete"
            )
            ButtonState<FileAction>(
              role: .cancel
              action: nil
              label: "Cancel"
            )
          ]
        )
        """)
  }

  @Test func aChangedButtonLabelDiffsAsThatLabelOnly() {
    var renamed = deletion
    renamed.buttons[0].label = "Remove"
    #expect(
      StateDiff.diff(deletion, renamed) == """
          AlertState<FileAction>(
            … (2 unchanged)
            buttons: [
              ButtonState<FileAction>(
                … (2 unchanged)
        −       label: "Delete"
        +       label: "Remove"
              )
              … (1 unchanged)
            ]
          )
        """)
  }

  @Test func aPresentedAlertDiffsAgainstNone() {
    let none: AlertState<FileAction>? = nil
    let diff = StateDiff.diff(none, AlertState<FileAction> { "Saved" })
    #expect(
      diff == """
        − nil
        + AlertState<FileAction>(
        +   title: "Saved"
        +   message: nil
        +   buttons: []
        + )
        """)
  }

  @Test func crossesIntoATask() async {
    let alert = deletion
    let received = await Task.detached { alert }.value
    #expect(received == deletion)
  }
}
