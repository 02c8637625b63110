import Testing

@testable import TextUI

@MainActor
@Suite struct ZStackTests {
  @Test func laysTheViewsOverEachOtherInTheLargest() {
    let view = ZStack {
      Text("-----\n-----\n-----")
      Text("x")
    }
    #expect(laidOutText(view, width: 20) == "-----\n--x--\n-----")
  }

  @Test(arguments: [
    (Alignment.topLeading, "x----\n-----"), (.bottomTrailing, "-----\n----x"), (.top, "--x--\n-----"),
  ])
  func alignsItsViews(alignment: Alignment, expected: String) {
    let view = ZStack(alignment: alignment) {
      Text("-----\n-----")
      Text("x")
    }
    #expect(laidOutText(view, width: 20) == expected)
  }

  @Test func aColourBehindFillsTheStack() {
    let view = ZStack {
      Color.red
      Text("hi").padding(.horizontal, 1)
    }
    let renderer = ViewRenderer(view)
    renderer.width = 4
    #expect(renderer.render().text(width: 4, styled: true) == "\u{1B}[41m hi \u{1B}[0m")
  }

  @Test func wideCharactersOverlappingByOneColumnKeepTheBoxSquare() {
    let view = ZStack(alignment: .leading) {
      Text("日本")
      Text("a日")
    }.border()
    let rows = laidOutText(view, width: 20).split(separator: "\n")
    #expect(rows.count == 3)
    #expect(Set(rows.map { DisplayWidth.of($0) }) == [6])
  }
}
