// The code of the "Focus and keys" article (TextUI.docc) and of the TextUITesting catalog,
// compiled and run here so that neither can rot (Scripts/check-doc-snippets.py).
import Foundation
import Testing
import TextUI
import TextUITesting

@MainActor
@Suite("Documentation: focus and keys")
struct FocusAndKeysSnippetTests {
  @Test func keysMoveTheFocusPressAndEdit() {
    // snippet: keys-renderer
    let alarm = Alarm()
    let renderer = ViewRenderer(AlarmForm(alarm: alarm))
    renderer.render()
    #expect(renderer.focusedControl == nil)  // no focus until a key asks for one

    #expect(renderer.perform(Key.tab) == .performed)  // the first control: the Label field
    renderer.render()
    #expect(renderer.isEditingField)
    for key: Key in [.control("u"), .character("N"), .character("a"), .character("p")] {
      _ = renderer.perform(key)  // typing edits the field in place, through its binding
    }
    #expect(alarm.label == "Nap")
    #expect(renderer.perform(Key.character("q")) == .performed)  // text, not quit, inside a field
    #expect(renderer.keyHints.hasPrefix("type to edit"))

    _ = renderer.perform(Key.tab)  // on to the toggle
    renderer.render()
    _ = renderer.perform(Key.character(" "))  // Space (or Enter) flips it
    #expect(alarm.isArmed)
    // snippet-end
    #expect(alarm.label == "Napq")
  }

  @Test func escGoesBack() {
    // snippet: keys-exit-command
    struct Pages: View {
      let path: Box<[String]>

      var body: some View {
        if let top = path.value.last {
          Text("Page \(top)")
            .onExitCommand { path.value.removeLast() }  // Esc, or the typed `esc`, goes back
        } else {
          Button("Open") { path.value.append("1") }
        }
      }
    }
    // snippet-end
    let path = Box(["1"])
    let renderer = ViewRenderer(Pages(path: path))
    renderer.render()
    #expect(renderer.keyHints.contains("Esc back"))
    #expect(renderer.perform(Key.escape) == .performed)
    #expect(path.value.isEmpty)
  }

  @Test func aProgramOnAPseudoTerminal() throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let url = try #require(PseudoTerminalSession.builtExecutable(named: "TextUIDemo", package: package))
    // snippet: pseudo-terminal-session
    let session = try PseudoTerminalSession(executable: url, environment: ["NO_COLOR": "1"])
    #expect(session.waitForScreen(containing: "q quit"))
    session.type("\t")  // Tab: the focus moves to the Name field
    #expect(session.waitForScreen(containing: "Name: [Ada|] ◂"))
    session.type("\u{3}")  // Ctrl-C
    session.finish()
    #expect(session.isCanonical)  // the terminal was given back as it was
    // snippet-end
    #expect(session.process.terminationStatus == 0)
  }
}
