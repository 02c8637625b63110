import Testing

@testable import TextUI

@Suite struct ModalScreenTests {
  @Test func aBoxKeepsMarginsAndPaddingWhereTheScreenHasRoom() {
    let screen = ModalScreen(height: 24, offsets: [0: 40, 1: 3])
    #expect(screen.contentWidth(width: 80) == 80 - 2 - 4 - 2)
    #expect(screen.contentHeight(width: 80) == 24 - 2 - 2)
    #expect(screen.window(of: 0, rows: 24) == 40..<64)
    #expect(screen.window(of: 2, rows: 5) == 0..<5)
  }

  @Test func aTinyScreenGivesTheContentEveryCell() {
    for (width, height) in [(1, 1), (2, 40), (80, 2), (0, 0)] {
      let screen = ModalScreen(height: height)
      #expect(!screen.hasEdges(width: width))
      #expect(screen.contentWidth(width: width) == max(1, width))
      #expect(screen.contentHeight(width: width) == max(1, height))
    }
    let small = ModalScreen(height: 3)
    #expect(small.hasEdges(width: 3))
    #expect(small.contentWidth(width: 3) == 1)
    #expect(small.contentHeight(width: 3) == 1)
  }
}
