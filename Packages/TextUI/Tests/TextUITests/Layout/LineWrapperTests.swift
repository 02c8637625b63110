import Testing

@testable import TextUI

@MainActor
@Suite struct LineWrapperTests {
  @Test func wrapsAtSpaces() {
    #expect(renderedText(Text("the quick brown fox"), width: 10) == "the quick\nbrown fox")
  }

  @Test func breaksLongWordsHard() {
    #expect(renderedText(Text("abcdefghij"), width: 4) == "abcd\nefgh\nij")
  }

  @Test func wideCharactersCountAsTwoColumns() {
    #expect(renderedText(Text("日本語のテキスト"), width: 6) == "日本語\nのテキ\nスト")
    #expect(renderedText(Text("ab👍cd"), width: 4) == "ab👍\ncd")
    // A wide character never straddles the edge: it moves to the next row.
    #expect(renderedText(Text("a日"), width: 2) == "a\n日")
  }

  @Test func continuationRowsKeepTheIndent() {
    let view = Section("S") { Text("one two three") }
    #expect(renderedText(view, width: 10) == "S\n  one two\n  three")
  }

  @Test func styledWrappingKeepsEscapesPerRow() {
    let frame = ViewRenderer(Text("aa bb").bold()).render()
    #expect(frame.text(width: 3, styled: true) == "\u{1B}[1maa\u{1B}[0m\n\u{1B}[1mbb\u{1B}[0m")
  }

  @Test func zeroOrNegativeWidthStillMakesProgress() {
    #expect(renderedText(Text("ab"), width: 0) == "a\nb")
  }

  @Test(arguments: [Int.max, Int.max - 1, 1_000_000_000])
  func aHugeWidthIsClampedNotAllocated(width: Int) {
    // A rule spans the width and a section indents its rows: both did arithmetic on the raw width.
    let view = VStack {
      Divider()
      Section("S") { Text("one two three") }
    }
    let text = ViewRenderer(view).render().text(width: width)
    let rows = text.split(separator: "\n")
    #expect(rows.first?.count == TerminalConfiguration.maximumWidth)
    #expect(rows.allSatisfy { $0.count <= TerminalConfiguration.maximumWidth })
    #expect(text.contains("  one two three"))
  }
}
