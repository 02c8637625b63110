import Testing
import TextUITesting

@testable import TextUI

/// A note editor over a box, with a field after it to move the focus to.
private struct NoteHost: View {
  let note: Box<String>
  var height: Int?

  var body: some View {
    VStack {
      if let height {
        TextEditor(text: note.binding).frame(height: height)
      } else {
        TextEditor(text: note.binding)
      }
      Button("Done") {}
    }
  }
}

@MainActor
@Suite struct TextEditorTests {
  @Test func drawsEveryRowOfItsTextAfterItsHandle() {
    assertInlineSnapshot(of: NoteHost(note: Box("First line\nsecond line")), width: 30) {
      """
      [1] │First line
          │second line
      [2] Done
      """
    }
  }

  @Test func emptyTextIsOneEmptyRow() {
    assertInlineSnapshot(of: NoteHost(note: Box("")), width: 30) {
      """
      [1] │
      [2] Done
      """
    }
  }

  @Test func longLinesAndWideCharactersWrapAtTheEditorsWidth() {
    assertInlineSnapshot(of: NoteHost(note: Box("The left hand of darkness 闇の左手 by Le Guin")), width: 16) {
      """
      [1] │The left h
          │and of dar
          │kness 闇の
          │左手 by Le
          │ Guin
      [2] Done
      """
    }
  }

  @Test func typingEditsInPlaceAndEnterStartsANewLine() {
    let note = Box("ab")
    let renderer = ViewRenderer(NoteHost(note: note))
    renderer.render()
    _ = renderer.perform(Key.tab)
    renderer.render()
    #expect(renderer.isEditingField)
    #expect(renderer.keyHints.contains("Enter new line"))
    for key in [Key.character("c"), .enter, .character("q"), .paste("x\r\ny")] {
      #expect(renderer.perform(key) == .performed)
    }
    #expect(note.value == "abc\nqx\ny")
    // ↑ keeps the column where the line above is long enough; ← and Backspace as in a field.
    _ = renderer.perform(Key.up)
    _ = renderer.perform(Key.backspace)
    #expect(note.value == "abc\nx\ny")
    _ = renderer.perform(Key.up)
    _ = renderer.perform(Key.character("!"))
    #expect(note.value == "!abc\nx\ny")
    // Tab leaves the editor for the next control.
    _ = renderer.perform(Key.tab)
    renderer.render()
    #expect(renderer.focusedControl?.kind == .button)
  }

  @Test func theFocusedEditorDrawsItsCursor() {
    let renderer = ViewRenderer(NoteHost(note: Box("ab\ncd")))
    renderer.marksFocusInText = true
    renderer.render()
    _ = renderer.perform(Key.tab)
    renderer.render()
    _ = renderer.perform(Key.up)
    #expect(renderer.render().text() == "[1] │ab|\n    │cd\n[2] Done")
  }

  @Test func givenAHeightItScrollsToKeepTheCursorInSight() {
    let note = Box((1...8).map { "line \($0)" }.joined(separator: "\n"))
    let renderer = ViewRenderer(NoteHost(note: note, height: 3))
    renderer.width = 20
    #expect(renderer.render().text() == "[1] │line 1\n    │line 2\n    ↓line 3\n[2] Done")
    // Focused, the cursor is at the end: the last rows show, with more above.
    _ = renderer.perform(Key.tab)
    renderer.marksFocusInText = true
    renderer.render()
    #expect(renderer.render().text() == "[1] ↑line 6\n    │line 7\n    │line 8|\n[2] Done")
    // Up past the rows in sight: the cursor's row is the bottom one, until the top rows fit.
    for _ in 0..<4 { _ = renderer.perform(Key.up) }
    #expect(renderer.render().text() == "[1] ↑line 2\n    │line 3\n    ↓line 4|\n[2] Done")
    for _ in 0..<2 { _ = renderer.perform(Key.up) }
    #expect(renderer.render().text() == "[1] │line 1\n    │line 2|\n    ↓line 3\n[2] Done")
  }

  @Test func aClickFocusesItAndTheCommandLineReplacesItsText() {
    let note = Box("old")
    let renderer = ViewRenderer(NoteHost(note: note))
    renderer.render()
    #expect(renderer.click(1) == .performed)
    #expect(renderer.focusedControl?.kind == .textEditor)
    #expect(renderer.perform(line: "type 1 new note") == .performed)
    #expect(note.value == "new note")
    #expect(
      renderer.perform(line: "press 1")
        == .rejected("[1] is a text editor: type into it with `type 1 <text>`."))
  }

  @Test func controlCharactersInTheTextNeverReachTheTerminal() {
    let text = laidOutText(NoteHost(note: Box("a\u{1B}[2Jb\u{7}\tc\r\nd")), width: 20)
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(text.split(separator: "\n").count == 3)
  }

  @Test func hugeTextStaysWithinTheWidthAndTheFrame() {
    let huge = String(repeating: "漢字 and words ", count: 5_000)
    for width in [1, 2, 5, 12, 80] {
      let text = laidOutText(NoteHost(note: Box(huge), height: 4), width: width)
      for line in text.split(separator: "\n") { #expect(DisplayWidth.of(line) <= width) }
    }
  }
}
