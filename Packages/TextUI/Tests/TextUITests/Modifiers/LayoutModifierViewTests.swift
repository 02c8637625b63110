import Testing

@testable import TextUI

@MainActor
@Suite struct LayoutModifierViewTests {
  @Test func aFixedFrameCentresItsViewByDefault() {
    #expect(laidOutText(Text("ab").frame(width: 6, height: 3), width: 20) == "\n  ab\n")
  }

  @Test(arguments: [
    (Alignment.topLeading, "ab\n\n"), (.bottomTrailing, "\n\n    ab"), (.trailing, "\n    ab\n"),
  ])
  func aFixedFrameAlignsItsView(alignment: Alignment, expected: String) {
    #expect(laidOutText(Text("ab").frame(width: 6, height: 3, alignment: alignment), width: 20) == expected)
  }

  @Test func aFrameNarrowerThanTheTextWrapsIt() {
    #expect(laidOutText(Text("one two").frame(width: 3), width: 20) == "one\ntwo")
  }

  @Test func maxWidthInfinityTakesTheWholeWidth() {
    let view = Text("ab").frame(maxWidth: .infinity, alignment: .trailing)
    #expect(laidOutText(view, width: 10) == "        ab")
  }

  @Test func minimumAndIdealLengthsFollowSwiftUI() {
    // At least six columns, centred.
    #expect(
      laidOutText(
        HStack(spacing: 0) {
          Text("ab").frame(minWidth: 6)
          Text("|")
        }, width: 20) == "  ab  |")
    // The ideal width counts where the parent asks for the ideal size.
    let ideal = Text("ab").frame(idealWidth: 8, alignment: .trailing).fixedSize()
    #expect(
      laidOutText(
        HStack(spacing: 0) {
          ideal
          Text("|")
        }, width: 20) == "      ab|")
    #expect(laidOutText(Text("a\nb\nc\nd").frame(maxHeight: 2), width: 20) == "a\nb")
  }

  @Test func paddingAddsRoomOnTheSidesChosen() {
    #expect(
      laidOutText(
        HStack(spacing: 0) {
          Text("ab").padding()
          Text("|")
        }, width: 20) == "    |\n ab\n")
    #expect(laidOutText(Text("ab").padding(.leading, 3), width: 20) == "   ab")
    #expect(laidOutText(Text("ab").padding(.vertical, 1), width: 20) == "\nab\n")
    #expect(laidOutText(Text("ab").padding(2), width: 20) == "\n\n  ab\n\n")
    let insets = EdgeInsets(top: 1, leading: 1, bottom: 0, trailing: 0)
    #expect(laidOutText(Text("ab").padding(insets), width: 20) == "\n ab")
  }

  @Test func paddingNarrowsTheWidthTheTextWrapsAt() {
    #expect(laidOutText(Text("one two").padding(.horizontal, 2), width: 7) == "  one\n  two")
  }

  @Test func fixedSizeKeepsTextFromWrappingButNeverWiderThanTheScreen() {
    let text = laidOutText(Text("one two three").fixedSize(), width: 8)
    #expect(text == "one two")
  }

  @Test func layoutPriorityGivesAViewItsRoomFirst() {
    let view = HStack(spacing: 1) {
      Text("aaaa aaaa")
      Text("bbbb bbbb").layoutPriority(1)
    }
    #expect(laidOutText(view, width: 14) == "aaaa bbbb bbbb\naaaa")
  }

  @Test func aPlacedControlIsFoundAtTheColumnsItIsDrawnAt() {
    let view = HStack {
      Button("A") {}
      Spacer()
      Button("B") {}
    }.padding(.leading, 2)
    let renderer = ViewRenderer(view)
    renderer.width = 16
    let rows = renderer.render().rows(width: 16, styled: false)
    #expect(rows.map(\.text) == ["  [1] A    [2] B"])
    #expect(rows[0].control(atColumn: 1) == nil)
    #expect(rows[0].control(atColumn: 2) == 1)
    #expect(rows[0].control(atColumn: 11) == 2)
  }

  @Test func aPlacedControlIsDrawnFocused() {
    let renderer = ViewRenderer(Button("A") {}.padding(.leading, 2))
    renderer.width = 10
    renderer.render()
    #expect(renderer.perform(Key.tab) == .performed)
    let text = renderer.render().text(width: 10, styled: true)
    #expect(text.hasPrefix("  \u{1B}[1;7;36m[1]\u{1B}[0m\u{1B}[1;7m A"))
  }

  @Test func aBorderOfWidthZeroLeavesTheViewAsItWas() {
    let view = VStack {
      ForEach(0..<1_000, id: \.self) { Text("row \($0)") }
    }.border(.red, width: 0)
    let renderer = ViewRenderer(view)
    renderer.width = 10
    renderer.viewportHeight = 2
    #expect(renderer.render().text(width: 10) == "row 0\nrow 1")
    #expect(renderer.cachedRowCount < 10)
  }
}
