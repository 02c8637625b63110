import Testing

@testable import TextUI

@MainActor
@Suite struct OverlayViewTests {
  @Test func anOverlayIsDrawnInFrontSizedToTheView() {
    let view = Text("abcdef").overlay(Text("XY"))
    #expect(laidOutText(view, width: 20) == "abXYef")
    let trailing = Text("abcdef").overlay(alignment: .trailing) { Text("Z") }
    #expect(laidOutText(trailing, width: 20) == "abcdeZ")
  }

  @Test func anOverlayNeverMakesTheViewLarger() {
    let view = HStack(spacing: 0) {
      Text("ab").overlay(Text("long overlay"), alignment: .leading)
      Text("|")
    }
    // Offered the text's two columns and one row, the overlay wraps and is cut to them.
    #expect(laidOutText(view, width: 20) == "lo|")
  }

  @Test func aBackgroundIsDrawnBehind() {
    let view = Text("ab").padding(.horizontal, 2).background(alignment: .leading) { Text("1234567") }
    #expect(laidOutText(view, width: 20) == "12ab56")
  }

  @Test func aBackgroundColourStaysBehindTheText() {
    let renderer = ViewRenderer(Text("ab").padding(.horizontal, 1).background(.blue))
    renderer.width = 10
    #expect(renderer.render().text(width: 10, styled: true) == "\u{1B}[44m ab \u{1B}[0m")
    #expect(renderer.render().text(width: 10) == " ab")
  }

  @Test func controlsInBothLayersAreReachableBaseFirst() {
    let view = Button("Base") {}.overlay(alignment: .trailing) { Button("Top") {} }
    let renderer = ViewRenderer(view)
    let frame = renderer.render()
    #expect(frame.controls.map(\.label) == ["Base", "Top"])
  }
}
