import Testing

@testable import TextUI

@Suite struct CanvasTests {
  private func text(_ canvas: Canvas) -> [String] {
    (0..<canvas.height).map { canvas.spans(ofRow: $0).map(\.text).joined() }
  }

  @Test func clipsWhatFallsOutsideTheRectangle() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.write([Span("abcdef")], row: 0, column: 2, limit: 10)
    canvas.write([Span("xyz")], row: 0, column: -2, limit: 10)
    canvas.write([Span("never")], row: 3, column: 0, limit: 10)
    #expect(text(canvas) == ["z ab"])
  }

  @Test func aWideCharacterCutByAnEdgeLeavesABlank() {
    var canvas = Canvas(width: 3, height: 2)
    canvas.write([Span("a日")], row: 0, column: 1, limit: 10)
    canvas.write([Span("日b")], row: 1, column: -1, limit: 10)
    #expect(text(canvas) == [" a", " b"])
    for row in 0..<canvas.height {
      #expect(DisplayWidth.of(canvas.spans(ofRow: row).map(\.text).joined()) <= 3)
    }
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.write([Span("日本語")], row: 0, column: 0, limit: 6)
    canvas.write([Span("x")], row: 0, column: 1, limit: 1)
    canvas.write([Span("y")], row: 0, column: 4, limit: 1)
    #expect(text(canvas) == [" x本y"])
  }

  @Test func aWideCharacterOverTheLeftHalfOfAnotherBlanksItsRightHalf() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.write([Span("日本")], row: 0, column: 0, limit: 6)
    canvas.write([Span("a日")], row: 0, column: 0, limit: 6)
    canvas.write([Span("|")], row: 0, column: 4, limit: 1)
    // The old right half of 本 stays a column of its own, so the bar keeps its column.
    #expect(text(canvas) == ["a日 |"])
  }

  @Test func controlCharactersAndCombiningMarksStayInTheirColumns() {
    var canvas = Canvas(width: 5, height: 1)
    canvas.write([Span("e\u{301}\u{1B}[2Jz")], row: 0, column: 0, limit: 5)
    let row = canvas.spans(ofRow: 0).map(\.text).joined()
    #expect(!row.contains("\u{1B}"))
    #expect(DisplayWidth.of(row) <= 5)
    #expect(row.hasPrefix("e\u{301}"))
  }

  @Test func clearingBlanksARectangleBackgroundAndWideHalvesIncluded() {
    var canvas = Canvas(width: 6, height: 2)
    canvas.fill(" ", background: .blue, x: 0, y: 0, width: 6, height: 2)
    canvas.write([Span("日本語")], row: 1, column: 0, limit: 6)
    canvas.clear(x: 1, y: 0, width: 2, height: 2)
    canvas.write([Span("ab")], row: 0, column: 1, limit: 2)
    // 日 and 本 each lose a half to the rectangle: their other halves are blanked too.
    #expect(text(canvas) == [" ab   ", "    語"])
    // Text written where the rectangle was cleared has no background left under it.
    #expect(canvas.spans(ofRow: 0).first { $0.text.contains("a") }?.background == nil)
    #expect(canvas.spans(ofRow: 0).first?.background == .blue)
  }

  @Test func aHugeRectangleIsCutToABoundedNumberOfCells() {
    let canvas = Canvas(width: 4_096, height: 1 << 20)
    #expect(canvas.width * canvas.height <= Canvas.maximumCells)
  }
}
