import Testing

@testable import TextUI

@MainActor
@Suite struct SpacerTests {
  @Test func pushesTheViewsOfAHorizontalStackApart() {
    let view = HStack {
      Text("left")
      Spacer()
      Text("right")
    }
    #expect(laidOutText(view, width: 20) == "left           right")
  }

  @Test func sharesTheRoomEquallyBetweenSeveralSpacers() {
    let view = HStack(spacing: 0) {
      Spacer()
      Text("ab")
      Spacer()
    }
    #expect(laidOutText(view, width: 10) == "    ab")
  }

  @Test func takesItsMinimumLengthInAStackOfIdealHeight() {
    let view = VStack {
      Text("top")
      Spacer(minLength: 2)
      Text("bottom")
    }
    #expect(laidOutText(view, width: 20) == "top\n\n\nbottom")
  }

  @Test func fillsAVerticalStackGivenAHeight() {
    let view = VStack {
      Text("top")
      Spacer()
      Text("bottom")
    }.frame(height: 5)
    #expect(laidOutText(view, width: 6) == "top\n\n\n\nbottom")
  }
}
