import Testing

@_spi(SwiftRexInternals) @testable import TextUI

@MainActor
@Suite struct TerminalSafeTextTests {
  @Test func controlCharactersInDataNeverReachTheTerminal() {
    // A catalog title or a typed value carrying escapes must not clear the screen or restyle it.
    let text = Text(verbatim: "A\u{1B}[2J\u{7}B\rC\u{9B}D\u{7F}")
    #expect(renderedText(text, width: 80) == "A\u{FFFD}[2J\u{FFFD}B\u{FFFD}C\u{FFFD}D\u{FFFD}")
    let styled = ViewRenderer(Text(verbatim: "x\u{1B}[31my").bold()).render().text(width: 80, styled: true)
    #expect(styled == "\u{1B}[1mx\u{FFFD}[31my\u{1B}[0m")
  }

  @Test func tabsBecomeSpacesAndLineBreaksStay() {
    #expect(TerminalSafeText.displayable("a\tb\r\nc\nd") == "a b\nc\nd")
    #expect(TerminalSafeText.displayable("plain 漢字 🙂") == "plain 漢字 🙂")
  }
}
