import Testing

@testable import TextUI

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("abc", 3),
    ("", 0),
    ("日本語", 6),
    ("한글", 4),
    ("ＡＢ", 4),
    ("e\u{301}", 1),
    ("👍", 2),
    ("👨‍👩‍👧", 2),
    ("🇫🇷", 2),
    ("❤️", 2),
    ("a\u{200B}b", 2),
    ("\u{7}", 0),
    ("╭─ Books ─╮", 11),
    ("│ ▌█ │", 6),
    ("│\u{301}", 1),
  ])
  func columns(text: String, expected: Int) {
    #expect(DisplayWidth.of(text) == expected)
  }
}
