import Testing

@testable import TextUI

@MainActor
@Suite struct BorderStyleTests {
  @Test(arguments: [
    (BorderStyle.single, "┌──┐\n│ab│\n└──┘"), (.rounded, "╭──╮\n│ab│\n╰──╯"), (.double, "╔══╗\n║ab║\n╚══╝"),
    (.heavy, "┏━━┓\n┃ab┃\n┗━━┛"),
  ])
  func drawsABoxAroundTheView(style: BorderStyle, expected: String) {
    #expect(laidOutText(Text("ab").border(style), width: 20) == expected)
  }

  @Test func putsTheTitleInTheTopEdge() {
    let view = Text("content").padding(.horizontal, 1).border(.rounded, title: "Books")
    #expect(laidOutText(view, width: 20) == "╭─ Books ─╮\n│ content │\n╰─────────╯")
  }

  @Test func cutsATitleLongerThanTheBox() {
    let view = Text("ab").border(title: "A long title\nover two lines")
    // Two columns of box leave room for the blank before the title, and none of it.
    #expect(laidOutText(view, width: 20) == "┌─ ┐\n│ab│\n└──┘")
  }

  @Test func takesTheWholeWidthWithAFlexibleFrame() {
    let view = Text("ab").frame(maxWidth: .infinity, alignment: .leading).border()
    #expect(laidOutText(view, width: 6) == "┌────┐\n│ab  │\n└────┘")
  }

  @Test func wrapsItsContentWithinTheBox() {
    let view = Text("one two").border()
    #expect(laidOutText(view, width: 5) == "┌───┐\n│one│\n│two│\n└───┘")
  }

  @Test func keepsTheControlsInsideReachable() {
    let pressed = Box(false)
    let renderer = ViewRenderer(Button("Go") { pressed.value = true }.border(.heavy, title: "Act"))
    renderer.width = 20
    let frame = renderer.render()
    #expect(frame.text(width: 20) == "┏━ Act ┓\n┃[1] Go┃\n┗━━━━━━┛")
    #expect(renderer.perform(.press(1)) == .performed)
    #expect(pressed.value)
  }

  @Test func swiftUIsColourBorderDrawsAThinBoxInThatColour() {
    let renderer = ViewRenderer(Text("a").border(Color.red, width: 3))
    renderer.width = 10
    let frame = renderer.render()
    #expect(frame.text(width: 10) == "┌─┐\n│a│\n└─┘")
    #expect(frame.text(width: 10, styled: true).hasPrefix("\u{1B}[31m┌─┐\u{1B}[0m"))
    #expect(laidOutText(Text("a").border(.red, width: 0), width: 10) == "a")
  }

  @Test func aStyledBorderTakesAColourToo() {
    let renderer = ViewRenderer(Text("a").border(.double, title: "T", color: .blue))
    renderer.width = 10
    #expect(renderer.render().text(width: 10, styled: true).contains("\u{1B}[34m║\u{1B}[0ma\u{1B}[34m║"))
  }
}
