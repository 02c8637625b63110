import Testing

@testable import TextUI

/// The renderer's viewport as a value: what it shows, and how far it scrolls.
@Suite struct ViewportTests {
  @Test func scrollingStaysWithinTheFrame() {
    let viewport = Viewport(height: 10, offset: 5)
    #expect(viewport.window == 5..<15)
    #expect(viewport.offset(scrolledBy: 3, lineCount: 30) == 8)
    #expect(viewport.offset(scrolledBy: 100, lineCount: 30) == 20)
    #expect(viewport.offset(scrolledBy: -100, lineCount: 30) == 0)
    // Already at the end, or nothing to scroll: no move.
    #expect(Viewport(height: 10, offset: 20).offset(scrolledBy: 1, lineCount: 30) == nil)
    #expect(Viewport(height: 10).offset(scrolledBy: 1, lineCount: 4) == nil)
    #expect(Viewport().offset(scrolledBy: 1, lineCount: 40) == nil)
    #expect(Viewport().window == nil)
  }

  @Test func aBoxOverTheScreenScrollsInItsOwnRows() {
    let viewport = Viewport(height: 20, offset: 2, boxContentHeight: 5)
    #expect(viewport.scrollHeight == 5)
    #expect(viewport.window == 2..<7)
    // The layout still lays out the screen's lines.
    #expect(viewport.layoutWindow == 2..<22)
    #expect(viewport.offset(scrolledBy: 50, lineCount: 12) == 7)
  }
}
