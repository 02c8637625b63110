import Testing

@testable import TextUITesting

@Suite struct SnapshotDiffTests {
  @Test func keepsCommonRowsAndShowsARemovalBeforeItsReplacement() {
    let diff = SnapshotDiff(expected: "a\nb\nc", actual: "a\nB\nc")
    #expect(diff.rows == [.same("a"), .removed("b"), .added("B"), .same("c")])
    #expect(diff.text == "  a│\n− b│\n+ B│\n  c│")
  }

  @Test func showsRowsAddedAtTheEndAndRemovedAtTheStart() {
    let diff = SnapshotDiff(expected: "x\na", actual: "a\ny")
    #expect(diff.rows == [.removed("x"), .same("a"), .added("y")])
  }

  @Test func marksTrailingSpacesWithTheRowEnd() {
    #expect(SnapshotDiff(expected: "a ", actual: "a").text == "− a │\n+ a│")
  }

  @Test func identicalSnapshotsHaveOnlyCommonRows() {
    let diff = SnapshotDiff(expected: "one\ntwo", actual: "one\ntwo")
    #expect(diff.rows.allSatisfy { if case .same = $0 { true } else { false } })
  }

  @Test func snapshotsTooLargeToCompareRowByRowStillShowEveryRow() {
    let rows = Int(Double(SnapshotDiff.cellLimit).squareRoot()) + 1
    let expected = (0..<rows).map { "e\($0)" }.joined(separator: "\n")
    let actual = (0..<rows).map { "a\($0)" }.joined(separator: "\n")
    let diff = SnapshotDiff(expected: expected, actual: actual)
    #expect(diff.rows.count == 2 * rows)
    #expect(diff.rows.first == .removed("e0"))
    #expect(diff.rows.last == .added("a\(rows - 1)"))
  }
}
