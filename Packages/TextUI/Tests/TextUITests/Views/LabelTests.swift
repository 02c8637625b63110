import Testing
import TextUITesting

@testable import TextUI

@MainActor
@Suite struct LabelTests {
  @Test func aSystemImageIsDrawnAsItsGlyphBeforeTheTitle() {
    assertInlineSnapshot(
      of: VStack {
        Label("Books", systemImage: "book")
        Label("Favourites", systemImage: "star.fill")
        Label("No glyph", systemImage: "no.such.symbol")
      }, width: 30
    ) {
      """
      ▤ Books
      ★ Favourites
      No glyph
      """
    }
  }

  @Test func aLabelOfViewsDrawsTheIconThenTheTitle() {
    assertInlineSnapshot(
      of: Label {
        Text("Ada").bold()
      } icon: {
        Text("☺")
      }, width: 30
    ) {
      """
      ☺ Ada
      """
    }
  }

  @Test func controlAndWideCharactersInATitleStayInTheWidth() {
    let text = renderedText(Label("a\u{1B}[2J漢字漢字漢字漢字漢字漢字漢字漢字", systemImage: "book"), width: 12)
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
    for line in text.split(separator: "\n") { #expect(DisplayWidth.of(line) <= 12) }
  }
}
