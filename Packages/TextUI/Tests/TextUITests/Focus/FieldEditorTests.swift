import Testing

@testable import TextUI

@Suite struct FieldEditorTests {
  @Test func typingInsertsAtTheCursorAndMovesIt() {
    var editor = FieldEditor(text: "Aa")
    #expect(editor.cursor == 2)
    editor.move(by: -1)
    editor.insert("d")
    #expect(editor.text == "Ada")
    #expect(editor.cursor == 2)
    editor.moveToEnd()
    editor.insert("漢🙂")
    #expect(editor.text == "Ada漢🙂")
    #expect(editor.cursor == 5)
  }

  @Test func aCombiningMarkJoinsTheLetterBeforeIt() {
    var editor = FieldEditor(text: "caf")
    editor.insert("e")
    editor.insert("\u{301}")
    #expect(editor.text == "café")
    #expect(editor.text.count == 4)
    #expect(editor.cursor == 4)
  }

  @Test func pastedLineBreaksBecomeSpacesAndControlsVanish() {
    var editor = FieldEditor(text: "")
    editor.insert("q\nline\r\ntwo\u{7}\u{1B}")
    #expect(editor.text == "q line two")
  }

  @Test func erasingAndMovingStopAtTheEnds() {
    var editor = FieldEditor(text: "abc", cursor: 0)
    editor.eraseBackward()
    #expect(editor.text == "abc")
    editor.eraseForward()
    #expect(editor.text == "bc")
    editor.move(by: 10)
    #expect(editor.cursor == 2)
    editor.eraseForward()
    #expect(editor.text == "bc")
    editor.eraseBackward()
    #expect(editor.text == "b")
    editor.move(by: -10)
    #expect(editor.cursor == 0)
  }

  @Test func eraseToStartAndToEndSplitAtTheCursor() {
    var editor = FieldEditor(text: "hello world", cursor: 5)
    editor.eraseToEnd()
    #expect(editor.text == "hello")
    editor.moveToStart()
    editor.moveToEnd()
    editor.move(by: -2)
    editor.eraseToStart()
    #expect(editor.text == "lo")
    #expect(editor.cursor == 0)
  }

  @Test func aCursorOutOfRangeIsBroughtIn() {
    #expect(FieldEditor(text: "ab", cursor: 99).cursor == 2)
    #expect(FieldEditor(text: "ab", cursor: -4).cursor == 0)
  }

  @Test func aFieldStopsGrowingAtItsLimitWhateverThePastes() {
    var editor = FieldEditor(text: "")
    // Ten pastes, each under the paste limit, would make ten times a field's worth.
    for _ in 0..<10 { editor.insert(String(repeating: "x", count: 600_000)) }
    #expect(editor.text.utf8.count == FieldEditor.maximumBytes)
    #expect(editor.cursor == editor.text.count)
    // Only whole characters: a 4-byte emoji that would not fit is left out, not split.
    var nearlyFull = FieldEditor(text: String(repeating: "x", count: FieldEditor.maximumBytes - 2))
    nearlyFull.insert("🙂ab")
    #expect(nearlyFull.text.utf8.count == FieldEditor.maximumBytes - 2)
    nearlyFull.insert("ab")
    #expect(nearlyFull.text.hasSuffix("xab"))
  }
}

@Suite struct FieldEditorMultilineTests {
  @Test func lineBreaksAreKeptOnlyWhenAskedAndEachBecomesOneNewline() {
    var field = FieldEditor(text: "")
    field.insert("a\r\nb\rc")
    #expect(field.text == "a b c")
    var editor = FieldEditor(text: "")
    editor.insert("a\r\nb\rc\td\u{7}", keepingLineBreaks: true)
    #expect(editor.text == "a\nb\nc d")
  }

  @Test func movingALineKeepsTheColumnOrStopsAtTheLineEnd() {
    var editor = FieldEditor(text: "abcd\nx\nlonger", cursor: 3)
    editor.moveLine(by: 1)
    #expect(editor.cursor == 6)  // after "x": the line is shorter
    editor.moveLine(by: 1)
    #expect(editor.cursor == 8)  // column 1 of "longer"
    editor.moveLine(by: -2)
    #expect(editor.cursor == 1)
    editor.moveLine(by: -1)
    #expect(editor.cursor == 0)  // above the first line: the start
    editor.moveLine(by: 5)
    #expect(editor.cursor == editor.text.count)  // below the last: the end
  }

  @Test func movingALineKeepsTheDisplayColumnPastWideCharacters() {
    var editor = FieldEditor(text: "quiet\n漢字")
    editor.moveLine(by: -1)
    #expect(editor.cursor == 4)  // 漢字 is four columns wide: after "quie"
    editor.move(by: -1)
    editor.moveLine(by: 1)
    #expect(editor.cursor == 7)  // column 3 is inside 字: the cursor stops before it
  }
}
