import Testing

@testable import TextUI

@MainActor
@Suite struct HStackTests {
  @Test func withoutLayoutViewsItKeepsItsColumnsAsBefore() {
    let view = HStack {
      Text("a\nb")
      Text("c")
    }
    #expect(laidOutText(view, width: 20) == "a c\nb")
  }

  @Test(arguments: [
    (VerticalAlignment.top, "a c\nb\nd"), (.center, "a\nb c\nd"), (.bottom, "a\nb\nd c"),
  ])
  func alignsItsViewsAcross(alignment: VerticalAlignment, expected: String) {
    let view = HStack(alignment: alignment) {
      Text("a\nb\nd")
      Text("c")
    }
    #expect(laidOutText(view, width: 20) == expected)
  }

  @Test func spacingSetsTheColumnsBetweenViews() {
    let view = HStack(alignment: .center, spacing: 3) {
      Text("a")
      Text("b")
    }
    #expect(laidOutText(view, width: 20) == "a   b")
    let nilSpacing = HStack(alignment: .center, spacing: nil) {
      Text("a")
      Text("b")
    }
    #expect(laidOutText(nilSpacing, width: 20) == "a b")
  }

  @Test func wrapsItsColumnsToShareTheWidth() {
    let view = HStack(alignment: .center) {
      Text("one two three")
      Text("four five six")
    }
    // Each text is offered half of what is left: it wraps within its column.
    #expect(laidOutText(view, width: 17) == "one two four five\nthree   six")
  }

  @Test func aVerticalDividerRunsDownTheWholeStack() {
    let view = HStack(alignment: .top) {
      Text("a\nb\nc")
      Divider()
      Text("d")
    }
    #expect(laidOutText(view, width: 20) == "a │ d\nb │\nc │")
  }

  @Test func controlsKeepTheirHandlesInReadingOrder() {
    let view = HStack(alignment: .center) {
      Button("One") {}
      Spacer()
      Button("Two") {}
    }
    let renderer = ViewRenderer(view)
    renderer.width = 20
    let frame = renderer.render()
    #expect(frame.text(width: 20) == "[1] One      [2] Two")
    #expect(renderer.perform(.press(2)) == .performed)
  }

  @Test func aStackInTheRowsOfAPlainColumnStillTakesTheLayoutItNeeds() {
    // The outer stack finds its columns plain without looking into the rows: the stacks in the
    // rows must still look at their own children.
    let view = HStack {
      Text("a")
      VStack {
        ForEach(0..<2, id: \.self) { index in
          HStack {
            Text("x\(index)")
            Spacer()
            Text("y")
          }
        }
      }
    }
    let text = laidOutText(view, width: 20)
    // Laid out, the spacer pushes "y" away; taken for plain, the row would read "x0 y".
    #expect(text.contains("x0    "))
    #expect(!text.contains("x0 y"))
  }

  @Test func aBoxedListInAColumnKeepsItsRightSide() {
    let view = HStack {
      Form {
        List { Text("a") }.border()
      }
      Text("b")
    }
    // Columns side by side are as wide as they were laid out: printed wider, nothing wraps.
    let renderer = ViewRenderer(view)
    renderer.width = 20
    let rows = renderer.render().text(width: 40).split(separator: "\n").map(String.init)
    #expect(rows.count == 3)
    #expect(rows.map { $0.prefix(20).last } == ["┐", "│", "┘"])
    #expect(rows[0].hasSuffix("┐ b"))
  }
}
