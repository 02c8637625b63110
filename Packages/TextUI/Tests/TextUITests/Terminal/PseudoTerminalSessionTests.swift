import Testing

@testable import TextUITesting

/// A read from a pseudo-terminal can end inside a character: its first bytes wait for the rest.
@Suite struct PseudoTerminalSessionTests {
  @Test func aCharacterCutAtTheEndOfAReadWaitsForTheRest() {
    let box = Array("a│".utf8)  // "│" is three bytes
    #expect(PseudoTerminalSession.wholeCharactersLength(of: box) == 4)
    #expect(PseudoTerminalSession.wholeCharactersLength(of: Array(box.prefix(3))) == 1)
    #expect(PseudoTerminalSession.wholeCharactersLength(of: Array(box.prefix(2))) == 1)
    let emoji = Array("😀".utf8)  // four bytes
    #expect(PseudoTerminalSession.wholeCharactersLength(of: Array(emoji.prefix(3))) == 0)
    #expect(PseudoTerminalSession.wholeCharactersLength(of: emoji) == 4)
    #expect(PseudoTerminalSession.wholeCharactersLength(of: []) == 0)
    // Bytes that are no character at all are not held back: they decode as replacements.
    #expect(PseudoTerminalSession.wholeCharactersLength(of: [0x80, 0x80, 0x80, 0x80]) == 4)
  }
}
