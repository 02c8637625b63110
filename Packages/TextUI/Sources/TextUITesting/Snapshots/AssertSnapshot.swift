import Foundation
import Testing
import TextUI

/// Checks that `view`, rendered `width` columns wide (and `height` rows, if given), looks as the
/// snapshot file recorded for this assertion says; writes the file when it is missing or when
/// recording.
///
/// The file is `__Snapshots__/<test file name>/<test function>.<name>.txt` next to the test's
/// source file (the name is `1`, `2`, … in the order of the function's unnamed assertions), so it
/// is reviewed and committed with the test. On a mismatch the failure shows a row-by-row diff;
/// see ``SnapshotRecordMode`` for recording, and ``assertInlineSnapshot(of:width:height:as:record:matches:fileID:filePath:line:column:)``
/// to keep the snapshot in the test itself.
@MainActor
public func assertSnapshot<V: View>(
  of view: V,
  width: Int = 40,
  height: Int? = nil,
  as format: SnapshotFormat = .text,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: String = #fileID,
  filePath: String = #filePath,
  testName: String = #function,
  line: Int = #line,
  column: Int = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let actual = ViewSnapshot.text(of: view, width: width, height: height, format: format)
  let url = SnapshotFiles.url(filePath: filePath, testName: testName, name: name)
  let mode = record ?? .current
  let expected = FileManager.default.contents(atPath: url.path).map {
    String(decoding: $0, as: UTF8.self)
  }
  let matches = expected == actual
  guard mode.writes(existing: expected != nil, matches: matches) else {
    if let expected, !matches {
      Issue.record(
        Comment(rawValue: "\(url.path):\n" + SnapshotFailure.mismatch(expected: expected, actual: actual)),
        sourceLocation: location)
    } else if expected == nil {
      Issue.record(
        Comment(rawValue: "\(url.path):\n" + SnapshotFailure.missing(recordMode: mode)),
        sourceLocation: location)
    }
    return
  }
  do {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(actual.utf8).write(to: url, options: .atomic)
  } catch {
    Issue.record(
      Comment(rawValue: "Could not record the snapshot at \(url.path): \(error.localizedDescription)."),
      sourceLocation: location)
    return
  }
  Issue.record(
    Comment(rawValue: SnapshotFailure.recorded(where: "at \(url.path)", actual: actual)),
    sourceLocation: location)
}
