import Testing
import TextUI
import TextUITesting

@MainActor
@Suite struct ViewSnapshotTests {
  @Test func rendersAtTheGivenWidthWithoutTrailingSpaces() {
    let view = VStack(alignment: .leading) {
      Text("Hi").border()
      Text("x")
    }
    #expect(ViewSnapshot.text(of: view, width: 10) == "┌──┐\n│Hi│\n└──┘\nx")
  }

  @Test func aHeightKeepsAtMostThatManyRows() {
    let view = VStack(alignment: .leading) {
      ForEach(0..<50, id: \.self) { Text("row \($0)") }
    }
    #expect(ViewSnapshot.text(of: view, width: 10, height: 3) == "row 0\nrow 1\nrow 2")
  }

  @Test func wrapsLongLinesAtTheWidthAsATerminalWould() {
    #expect(ViewSnapshot.text(of: Text("abcdef"), width: 3) == "abc\ndef")
  }

  @Test func styledTextShowsEscapesAsPrintableMarks() {
    let text = ViewSnapshot.text(of: Text("Bold").bold(), width: 10, format: .styledText)
    #expect(text.contains("␛["))
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains("Bold"))
  }

  @Test func aRendererIsSnapshotAtItsWidthAndViewport() {
    let renderer = ViewRenderer(
      VStack(alignment: .leading) {
        ForEach(0..<9, id: \.self) { Text("line \($0) of the list") }
      })
    renderer.width = 8
    renderer.viewportHeight = 2
    #expect(ViewSnapshot.text(of: renderer) == "line 0\nof the")
    assertInlineSnapshot(of: renderer) {
      """
      line 0
      of the
      """
    }
  }
}
