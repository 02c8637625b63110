import Testing

@testable import TextUI

/// Padding and boxes around a view that fills the width (a form, a list, a view framed with
/// `.frame(maxWidth: .infinity, alignment: .leading)`) are drawn line by line, so the rows inside
/// stay lazy.
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

  @Test func aFrameFillingTheWidthAtTheLeadingEdgeIsBoxedLineByLineAndStaysLazy() {
    let view = VStack {
      Text("Counters")
      ForEach(0..<10_000, id: \.self) { Text("row \($0)") }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(.horizontal, 1)
    .border(.rounded, title: "Tab")
    let renderer = ViewRenderer(view)
    renderer.width = 16
    renderer.viewportHeight = 4
    #expect(
      renderer.render().text(width: 16) == """
        ╭─ Tab ────────╮
        │ Counters     │
        │ row 0        │
        │ row 1        │
        """)
    #expect(renderer.cachedRowCount < 10)
    let plain = ViewRenderer(
      VStack {
        Text("Counters")
        ForEach(0..<10_000, id: \.self) { Text("row \($0)") }
      }.frame(maxWidth: .infinity, alignment: .leading))
    plain.viewportHeight = 4
    plain.render()
    #expect(plain.cachedRowCount < 10)
    let bare = ViewRenderer(
      VStack {
        Text("Counters")
        ForEach(0..<10_000, id: \.self) { Text("row \($0)") }
      })
    bare.viewportHeight = 4
    bare.render()
    #expect(bare.cachedRowCount < 10)
  }

  /// The line layout of such a frame draws what the two-dimensional layout draws for the same
  /// frame: `minWidth: 0` changes nothing of its meaning but sends it through the latter. (A
  /// horizontal stack too narrow for its views is where the two differ anyway: the line layout
  /// wraps the row, the other shares out the columns; it is left out, as are widths narrower than
  /// the box and its padding, where neither has a column for the content.)
  @Test(arguments: [7, 12, 30])
  func aFrameFillingTheWidthDrawsWhatTheTwoDimensionalLayoutDraws(width: Int) {
    func tab(lineByLine: Bool) -> some View {
      VStack {
        Text("A title long enough to wrap")
        Button("Press") {}
        List { Text("in a list") }
      }
      .frame(minWidth: lineByLine ? nil : 0, maxWidth: .infinity, alignment: .topLeading)
      .padding(.horizontal, 1)
      .border(.rounded, title: "Tab")
    }
    let lineByLine = laidOutText(tab(lineByLine: true), width: width)
    #expect(lineByLine == laidOutText(tab(lineByLine: false), width: width))
    #expect(lineByLine.contains("[1]"))
  }
}
