import Testing

@testable import TextUI

@MainActor
@Suite struct DividerTests {
  @Test func isARuleAcrossTheFrameOutsideAHorizontalStack() {
    let view = VStack {
      Text("a")
      Divider()
    }
    #expect(laidOutText(view, width: 5) == "a\n─────")
  }

  @Test func runsDownAHorizontalStackBetweenItsColumns() {
    let view = HStack {
      Text("a\nb")
      Divider()
      Text("c")
    }
    #expect(laidOutText(view, width: 20) == "a │ c\nb │")
  }

  @Test func spansABorderedColumnOnly() {
    let view = HStack(spacing: 0) {
      VStack(alignment: .center) {
        Text("abc")
        Divider()
        Text("d")
      }.border()
      Spacer()
    }
    #expect(laidOutText(view, width: 10) == "┌───┐\n│abc│\n│───│\n│ d │\n└───┘")
  }
}
