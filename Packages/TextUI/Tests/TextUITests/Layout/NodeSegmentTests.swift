import Testing

@testable import TextUI

/// New lines of a recorded node can take the place of its old ones only if the views around
/// would have drawn them the same way but for their content.
@MainActor
@Suite struct NodeSegmentTests {
  private func segment(_ lines: [FrameLine]) -> NodeSegment {
    NodeSegment(
      node: ViewNode(identity: ViewPath(), view: Text("node")), tag: 1,
      key: NodeLayout.Key(
        style: TextStyle(), width: 80, indent: 0, margin: 0, layer: 0, isCheckedPlain: false,
        forgetsRows: false,
        origin: nil, window: nil, offeredHeight: nil),
      lines: lines, handles: [], readingOrder: 0..<0, lifecycle: 0..<0, exits: 0..<0,
      placement: NodeSegment.Placement(fillsWidth: false, items: 1, isRows: false, isSection: false))
  }

  private func line(_ text: String, gutter: String = "") -> FrameLine {
    FrameLine(gutter: gutter.isEmpty ? [] : [Span(gutter)], content: [Span(text)], layer: 0)
  }

  @Test func otherContentInTheSameShapeFits() {
    let old = segment([line("Count: 1"), line("[1] Add", gutter: "  ")])
    #expect(old.isShaped(like: [line("Count: 22"), line("[1] Add more", gutter: "  ")]))
  }

  @Test func moreLinesOtherEdgesOrOtherFlagsDoNot() {
    let old = segment([line("Count: 1"), line("[1] Add", gutter: "  ")])
    #expect(!old.isShaped(like: [line("Count: 1")]))
    #expect(!old.isShaped(like: [line("Count: 1"), line("[1] Add"), line("more")]))
    #expect(!old.isShaped(like: [line("Count: 1"), line("[1] Add", gutter: "│ ")]))
    var rule = line("")
    rule.isRule = true
    #expect(!old.isShaped(like: [rule, line("[1] Add", gutter: "  ")]))
    var placed = line("Count: 1")
    placed.isLaidOut = true
    #expect(!old.isShaped(like: [placed, line("[1] Add", gutter: "  ")]))
    var trailed = line("Count: 1")
    trailed.trailer = [Span("│")]
    #expect(!old.isShaped(like: [trailed, line("[1] Add", gutter: "  ")]))
  }
}
