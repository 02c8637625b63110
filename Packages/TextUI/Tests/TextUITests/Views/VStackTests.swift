import Testing

@testable import TextUI

@MainActor
@Suite struct VStackTests {
  @Test(arguments: [
    (HorizontalAlignment.leading, "abcd\nab"), (.center, "abcd\n ab"), (.trailing, "abcd\n  ab"),
  ])
  func alignsItsViewsWithinTheWidestOne(alignment: HorizontalAlignment, expected: String) {
    let view = VStack(alignment: alignment) {
      Text("abcd")
      Text("ab")
    }
    #expect(laidOutText(view, width: 20) == expected)
  }

  @Test func spacingSetsTheBlankLinesBetweenViews() {
    let view = VStack(alignment: .center, spacing: 1) {
      Text("a")
      Text("b")
    }
    #expect(laidOutText(view, width: 20) == "a\n\nb")
  }

  @Test func aDividerRunsAcrossTheOfferedWidth() {
    let view = VStack(alignment: .center) {
      Text("ab")
      Divider()
    }
    #expect(laidOutText(view, width: 6) == "  ab\n──────")
  }

  @Test func aForEachContributesOneViewPerRow() {
    let rows = [Row(id: 1, title: "x"), Row(id: 2, title: "yyy")]
    let view = VStack(alignment: .trailing) {
      ForEach(rows) { row in Text(row.title) }
    }
    #expect(laidOutText(view, width: 20) == "  x\nyyy")
  }
}
