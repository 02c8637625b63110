import Testing

@testable import TextUI

/// The line layout and the two-dimensional layout meeting: forms and lists inside frames and
/// stacks.
@MainActor
@Suite struct FrameLayoutTests {
  @Test func aListInAFrameLaysItsRowsOutForTheFramesWidth() {
    let view = List {
      HStack {
        Text("Dune")
        Spacer()
        Text("1965")
      }
    }.frame(width: 30)
    let rows = laidOutText(view, width: 80).split(separator: "\n")
    #expect(rows.first.map(String.init) == "Dune" + String(repeating: " ", count: 22) + "1965")
  }

  @Test func aListBesideADetailLeavesTheDetailRoom() {
    let view = HStack {
      List {
        HStack {
          Text("Dune")
          Spacer()
          Text("1965")
        }
      }
      Divider()
      Text("A desert planet")
    }
    let text = laidOutText(view, width: 60)
    #expect(text.contains("1965"))
    #expect(text.contains("A desert planet"))
    #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 60 })
  }

  @Test func measuringAListAgainKeepsItsControlsAndFocusAsLaidOut() {
    let view = HStack {
      List {
        HStack {
          Button("Open") {}
          Spacer()
          Text("x")
        }
      }
      Button("Close") {}
    }
    let renderer = ViewRenderer(view)
    renderer.width = 40
    let text = renderer.render().text(width: 40)
    #expect(text.contains("[1] Open"))
    #expect(text.contains("[2] Close"))
    #expect(renderer.perform(.press(1)) == .performed)
    #expect(renderer.perform(.press(2)) == .performed)
    #expect(renderer.perform(.press(3)) != .performed)
  }

  @Test func aCarriageReturnAndLineFeedBreaksTheLineItEnds() {
    let view = Form {
      Text("a\r\nb")
      Button("c\r\nd") {}
    }.border()
    #expect(laidOutText(view, width: 10) == "┌────────┐\n│a       │\n│b       │\n│[1] c d │\n└────────┘")
  }
}
