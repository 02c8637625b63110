import Testing

@testable import TextUI

/// The screen writer turns frames into bytes: the whole screen when it is unknown, then only the
/// rows that changed.
@MainActor
@Suite struct ScreenWriterTests {
  func screen(_ text: String, footer: String = "q quit", cursor: Int? = nil) -> ScreenWriter.Screen {
    let renderer = ViewRenderer(Text(text))
    return ScreenWriter.Screen(
      frame: renderer.render(), viewportHeight: 2, scrollHeight: nil, message: [], footer: footer,
      cursorColumn: cursor)
  }

  @Test func writesTheWholeScreenFirstThenOnlyTheRowsThatChanged() {
    var writer = ScreenWriter(width: 20, height: 4, styled: false, colors: .ansi16)
    #expect(
      writer.write(screen("one\ntwo"))
        == "\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1;1Hone\u{1B}[2;1Htwo\u{1B}[4;1Hq quit")
    #expect(writer.frameRows.map(\.text) == ["one", "two"])
    #expect(writer.write(screen("one\nTWO")) == "\u{1B}[2;1H\u{1B}[2KTWO")
    #expect(writer.write(screen("one\nTWO")) == "")
    // The cursor is shown where asked, and hidden again.
    #expect(
      writer.write(screen("one\nTWO", footer: ":x", cursor: 3))
        == "\u{1B}[4;1H\u{1B}[2K:x\u{1B}[4;3H\u{1B}[?25h")
    #expect(writer.write(screen("one\nTWO")) == "\u{1B}[4;1H\u{1B}[2Kq quit\u{1B}[?25l")
    writer.forgetScreen()
    #expect(writer.write(screen("one\nTWO")).hasPrefix("\u{1B}[?25l\u{1B}[H\u{1B}[2J"))
  }

  @Test func aMessageLeavesTheFrameAtLeastOneRow() {
    let writer = ScreenWriter(width: 10, height: 5, styled: false, colors: .ansi16)
    #expect(writer.messageRows(nil).isEmpty)
    #expect(writer.messageRows("a\nb\nc\nd") == ["a", "b"])
    #expect(writer.viewportHeight(messageRows: 2) == 1)
    #expect(writer.viewportHeight(messageRows: 0) == 3)
  }
}
