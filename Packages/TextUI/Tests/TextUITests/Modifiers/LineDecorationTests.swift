import Testing

@testable import TextUI

/// Padding and boxes around a view that fills the width (a form, a list) are drawn line by line,
/// so the rows inside stay lazy.
@MainActor
@Suite struct LineDecorationTests {
  @Test func aBoxedListSpansTheWidthAndWrapsInside() {
    let view = List {
      Text("one")
      Text("a longer row that wraps")
    }.border(.rounded, title: "List")
    #expect(
      laidOutText(view, width: 14) == """
        ╭─ List ─────╮
        │one         │
        │a longer row│
        │that wraps  │
        ╰────────────╯
        """)
  }

  @Test func paddingAndSectionsNestInsideTheBox() {
    let view = Form {
      Section("S") {
        Text("x")
        Divider()
      }
    }.padding(.horizontal, 1).border()
    #expect(
      laidOutText(view, width: 10) == """
        ┌────────┐
        │ S      │
        │   x    │
        │   ──── │
        └────────┘
        """)
  }

  @Test func aBoxedListOfManyRowsLaysOutOnlyTheRowsInSight() {
    let view = List {
      ForEach(0..<10_000, id: \.self) { index in Button("Row \(index)") {} }
    }.border(title: "Rows")
    let renderer = ViewRenderer(view)
    renderer.width = 20
    renderer.viewportHeight = 4
    let frame = renderer.render()
    #expect(renderer.cachedRowCount < 10)
    #expect(frame.lineCount == 10_002)
    #expect(
      frame.text(width: 20) == """
        ┌─ Rows ───────────┐
        │[1] Row 0         │
        │[2] Row 1         │
        │[3] Row 2         │
        """)
    #expect(renderer.perform(.press(2)) == .performed)
  }

  @Test func aStackHoldingAListFillsTheWidthToo() {
    let view = VStack {
      Text("Title")
      List {
        ForEach(0..<1_000, id: \.self) { Text("r\($0)") }
      }
    }.padding(.leading, 2)
    let renderer = ViewRenderer(view)
    renderer.width = 10
    renderer.viewportHeight = 3
    #expect(renderer.render().text(width: 10) == "  Title\n  r0\n  r1")
    #expect(renderer.cachedRowCount < 10)
  }
}
