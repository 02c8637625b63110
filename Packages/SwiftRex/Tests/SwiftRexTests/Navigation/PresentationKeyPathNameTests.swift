import Testing

@testable import SwiftRex

private struct Note: Equatable, Sendable {
  var text = ""
}

private struct Inbox: Equatable, Sendable {
  struct Drawer: Equatable, Sendable {
    @Presents var note: Note?
  }
  @Presents var editor: Note?
  @Presents var preview: Note?
  var drawer = Drawer()
  var notes: [Note] = []
}

@Prisms
private enum NoteAction: Equatable, Sendable {
  case edit(String)
}

@Prisms
private enum InboxAction: Equatable, Sendable {
  case preview(PresentationAction<NoteAction>)
}

/// Warnings name a presentation as the state declares it, `\Inbox.$preview`, not by the address of
/// the computed `$preview` accessor.
@MainActor
@Suite struct PresentationKeyPathNameTests {
  @Test func namesTheProjectedPropertyAmongOthersOfTheSameType() {
    let state = Inbox(editor: Note(text: "a"))
    #expect(PresentationKeyPathName.describe(\Inbox.$preview, in: state) == #"\Inbox.$preview"#)
    #expect(PresentationKeyPathName.describe(\Inbox.$editor, in: state) == #"\Inbox.$editor"#)
  }

  @Test func namesANestedPresentationByItsPath() {
    #expect(PresentationKeyPathName.describe(\Inbox.drawer.$note, in: Inbox()) == #"\Inbox.drawer.$note"#)
  }

  @Test func theWarningForAnActionToNothingPresentedNamesThePresentation() {
    let noteBehavior = Behavior<NoteAction, Note, Void>.reduce { action, state in
      if case .edit(let text) = action { state.text = text }
    }
    let scope = Relay.Empty.action(\InboxAction.preview).presentation(\Inbox.$preview)
    let store = Store(initial: Inbox(), behavior: noteBehavior.lift(scope))
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(
      { warnings.record($0) },
      operation: {
        store.dispatch(.preview(.presented(.edit("x"))))
        store.dispatch(.preview(.dismiss))
      })
    #expect(warnings.all.count == 2)
    #expect(warnings.all.allSatisfy { $0.contains(#"nothing is presented at \Inbox.$preview."#) })
    #expect(warnings.all.allSatisfy { !$0.contains("<computed") })
  }
}
