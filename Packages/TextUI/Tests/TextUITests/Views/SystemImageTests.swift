import Testing

@testable import TextUI

/// The glyphs standing for SF Symbols in a terminal.
@Suite struct SystemImageTests {
  @Test func commonSymbolsHaveAGlyph() {
    #expect(SystemImage.glyph(named: "house") == "⌂")
    #expect(SystemImage.glyph(named: "gear") == "⚙")
    #expect(SystemImage.glyph(named: "star") == "☆")
    #expect(SystemImage.glyph(named: "star.fill") == "★")
    #expect(SystemImage.glyph(named: "list.bullet") == "☰")
    #expect(SystemImage.glyph(named: "plus") == "+")
  }

  @Test func aFilledSymbolWithoutAGlyphOfItsOwnTakesItsOutlines() {
    #expect(SystemImage.glyph(named: "house.fill") == "⌂")
    #expect(SystemImage.glyph(named: "person.fill") == "☺")
  }

  @Test func anUnknownSymbolHasNone() {
    #expect(SystemImage.glyph(named: "no.such.symbol") == nil)
    #expect(SystemImage.glyph(named: ".fill") == nil)
    #expect(SystemImage.glyph(named: "") == nil)
  }

  @Test func everyGlyphIsOneColumnWide() {
    for (name, glyph) in SystemImage.glyphs {
      #expect(DisplayWidth.of(glyph) == 1, "\(name): \(glyph)")
      #expect(glyph.count == 1, "\(name): \(glyph)")
    }
  }
}
