import Testing

@testable import SwiftRex

@Suite struct ConfirmationDialogStateTests {
  private let sharing = ConfirmationDialogState<FileAction>(titleVisibility: .visible) {
    TextState("Share this book?")
  } actions: {
    ButtonState(action: .share(1)) { TextState("Copy link") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("Anyone with the link can read it.")
  }

  @Test func buildsFromClosures() {
    #expect(sharing.titleVisibility == .visible)
    #expect(sharing.title == "Share this book?")
    #expect(sharing.message == "Anyone with the link can read it.")
    #expect(sharing.buttons.map(\.action) == [.share(1), nil])
    #expect(sharing.buttons.map(\.label) == ["Copy link", "Cancel"])
  }

  @Test func visibilityActionsAndMessageHaveDefaults() {
    let bare = ConfirmationDialogState<FileAction> { "Options" }
    #expect(bare.titleVisibility == .automatic)
    #expect(bare.message == nil)
    #expect(bare.buttons.isEmpty)
    let hidden = ConfirmationDialogState<FileAction>(titleVisibility: .hidden, title: "Options")
    #expect(hidden.titleVisibility == .hidden)
    #expect(hidden.buttons.isEmpty)
  }

  @Test func theBuilderTakesConditionsAndLoops() {
    for shared in [true, false] {
      let dialog = ConfirmationDialogState<FileAction> {
        "Share"
      } actions: {
        for count in 1...2 {
          ButtonState(action: .share(count)) { "\(count) copies" }
        }
        if shared {
          ButtonState(role: .destructive, action: .confirmDeletion) { "Stop sharing" }
        }
      }
      let expected: [FileAction?] = [.share(1), .share(2)] + (shared ? [.confirmDeletion] : [])
      #expect(dialog.buttons.map(\.action) == expected)
    }
  }

  @Test func theValueInitializerMatchesTheBuilder() {
    let values = ConfirmationDialogState<FileAction>(
      titleVisibility: .visible, title: "Share this book?", message: "Anyone with the link can read it.",
      buttons: [ButtonState(action: .share(1)) { "Copy link" }, ButtonState(role: .cancel) { "Cancel" }])
    #expect(values == sharing)
  }

  @Test func equalityAndHashCoverEveryField() {
    var other = sharing
    other.titleVisibility = .automatic
    #expect(other != sharing)
    other = sharing
    other.title = "Share?"
    #expect(other != sharing)
    #expect(Set([sharing, sharing, other]).count == 2)
  }

  @Test func mapWrapsEveryButtonsAction() {
    let mapped = sharing.map(BrowserAction.file)
    #expect(mapped.titleVisibility == .visible)
    #expect(mapped.title == sharing.title)
    #expect(mapped.message == sharing.message)
    #expect(mapped.buttons.map(\.action) == [.file(.share(1)), nil])
  }

  @Test func isAButtonDrivenPresentation() {
    let presentation: any ButtonDrivenPresentation = sharing
    #expect(presentation is ConfirmationDialogState<FileAction>)
  }

  @Test func rendersFieldByFieldInStateDiffs() {
    #expect(
      StateDiff.render(sharing) == """
        ConfirmationDialogState<FileAction>(
          titleVisibility: .visible
          title: "Share this book?"
          message: "Anyone with the link can read it."
          buttons: [
            ButtonState<FileAction>(
              role: nil
              action: .share(1)
              label: "Copy link"
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
    var renamed = sharing
    renamed.buttons[1].label = "Not now"
    #expect(
      StateDiff.diff(sharing, renamed) == """
          ConfirmationDialogState<FileAction>(
            … (3 unchanged)
            buttons: [
              … (1 unchanged)
              ButtonState<FileAction>(
                … (2 unchanged)
        −       label: "Cancel"
        +       label: "Not now"
              )
            ]
          )
        """)
  }

  @Test func crossesIntoATask() async {
    let dialog = sharing
    let received = await Task.detached { dialog }.value
    #expect(received == sharing)
  }
}
