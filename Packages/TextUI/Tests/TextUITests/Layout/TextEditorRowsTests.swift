import Testing

@testable import TextUI

@Suite struct TextEditorRowsTests {
  /// The cursor's row and column, as an array to compare.
  private func location(_ position: Int, in rows: TextEditorRows) -> [Int] {
    let location = rows.location(of: position)
    return [location.row, location.column]
  }

  @Test func rowsBreakAtLineBreaksAndWrapKeepingAColumnForTheCursor() {
    let rows = TextEditorRows("abcdef\ngh", width: 4)
    #expect(rows.rows.map(\.text) == ["abc", "def", "gh"])
    #expect(rows.rows.map(\.start) == [0, 3, 7])
    #expect(rows.rows.map(\.endsLine) == [false, true, true])
  }

  @Test func emptyTextIsOneEmptyRowAndATrailingBreakAddsOne() {
    #expect(TextEditorRows("", width: 10).rows.map(\.text) == [""])
    #expect(TextEditorRows("a\n", width: 10).rows.map(\.text) == ["a", ""])
  }

  @Test func aWideCharacterIsNeverSplitAcrossRows() {
    // Three columns for text: "a漢" fills them, "字" starts the next row.
    let rows = TextEditorRows("a漢字", width: 4)
    #expect(rows.rows.map(\.text) == ["a漢", "字"])
    // Narrower than a wide character: one a row, never an empty row forever.
    #expect(TextEditorRows("漢字", width: 1).rows.map(\.text) == ["漢", "字"])
  }

  @Test func controlCharactersAreDrawnAsVisibleStandIns() {
    let row = TextEditorRows("a\u{1B}b\tc", width: 20).rows[0]
    #expect(!row.text.unicodeScalars.contains { $0.value == 0x1B })
    #expect(row.text.hasSuffix("b c"))
    #expect(row.count == 5)
  }

  @Test func theCursorAtTheEndOfAWrappedRowStandsAtTheStartOfTheNext() {
    let rows = TextEditorRows("abcdef\ngh", width: 4)
    #expect(location(0, in: rows) == [0, 0])
    #expect(location(3, in: rows) == [1, 0])
    #expect(location(6, in: rows) == [1, 3])
    #expect(location(7, in: rows) == [2, 0])
    #expect(location(9, in: rows) == [2, 2])
    #expect(location(99, in: rows) == [2, 2])
  }

  @Test func theFirstRowShownKeepsTheCursorInSight() {
    let rows = TextEditorRows("1\n2\n3\n4\n5", width: 10)
    #expect(rows.firstRow(showing: 1, height: 3) == 0)
    #expect(rows.firstRow(showing: 4, height: 3) == 2)
    #expect(rows.firstRow(showing: 0, height: 10) == 0)
  }
}
