import Testing

@testable import TextUI

@MainActor
@Suite struct TextLayoutTests {
  @Test(arguments: [
    (TextAlignment.leading, "one two\nthree"), (.center, "one two\n three"), (.trailing, "one two\n  three"),
  ])
  func alignsTheLinesOfAText(alignment: TextAlignment, expected: String) {
    let view = Text("one two three").multilineTextAlignment(alignment)
    #expect(laidOutText(view, width: 7) == expected)
  }

  @Test func aLineLimitCutsTheTextWithAnEllipsis() {
    let view = Text("one two three four").lineLimit(2)
    #expect(laidOutText(view, width: 8) == "one two\nthree…")
    #expect(laidOutText(Text("abcdefghij").lineLimit(1), width: 4) == "abc…")
    #expect(laidOutText(Text("one\ntwo").lineLimit(1), width: 10) == "one…")
    #expect(laidOutText(Text("short").lineLimit(3), width: 10) == "short")
    #expect(laidOutText(Text("gone").lineLimit(0), width: 10) == "")
  }

  @Test(arguments: [
    (Text.TruncationMode.head, "… world"), (.middle, "hel…rld"), (.tail, "hello …"),
  ])
  func theTruncationModePlacesTheEllipsis(mode: Text.TruncationMode, expected: String) {
    let view = Text("hello world").lineLimit(1).truncationMode(mode)
    #expect(laidOutText(view, width: 7) == expected)
  }

  @Test func anOuterLimitAppliesToEveryTextAndAnInnerNilLiftsIt() {
    let view = VStack {
      Text("aaa bbb")
      Text("ccc ddd").lineLimit(nil)
    }.lineLimit(1)
    #expect(laidOutText(view, width: 4) == "aaa…\nccc\nddd")
  }

  @Test func aLimitOnAListReachesEveryRowAndKeepsTheRowsLazy() {
    let blurbs = (0..<1_000).map { Row(id: $0, title: "Book \($0) is a long story of sand and spice") }
    let view = List {
      ForEach(blurbs) { Text($0.title) }
    }.lineLimit(1)
    let renderer = ViewRenderer(view)
    renderer.width = 12
    renderer.viewportHeight = 3
    #expect(renderer.render().text(width: 12) == "Book 0 is a…\nBook 1 is a…\nBook 2 is a…")
    #expect(renderer.cachedRowCount < 10)
  }

  @Test func aControlCharacterCountsTheColumnItIsDrawnIn() {
    #expect(laidOutText(Text("a\tb c d e f").lineLimit(1), width: 8) == "a b c d…")
  }

  @Test func controlsKeepAllTheirLines() {
    let view = Form {
      Button("Press me") {}
    }.lineLimit(1)
    #expect(laidOutText(view, width: 6).contains("me"))
  }

  @Test func wideCharactersAreCutWholeAndNeverOverflow() {
    for width in [1, 2, 3, 4, 5] {
      let text = laidOutText(Text("日本語のテキスト").lineLimit(1).truncationMode(.middle), width: width)
      #expect(DisplayWidth.of(text) <= width, "\(text) at \(width)")
    }
  }
}
