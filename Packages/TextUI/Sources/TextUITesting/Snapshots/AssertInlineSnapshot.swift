import Testing
import TextUI

/// Checks that `view`, rendered `width` columns wide (and `height` rows, if given), looks as the
/// trailing closure says; writes the closure when it is missing or when recording.
///
/// ```swift
/// assertInlineSnapshot(of: Text("Hello").border(), width: 9) {
///   """
///   ┌─────┐
///   │Hello│
///   └─────┘
///   """
/// }
/// ```
///
/// Write the call without a closure and run the test: the snapshot is written into the test's
/// source file, after the call, and the test fails once so that someone reads it. On a mismatch
/// the failure shows a row-by-row diff (`−` expected, `+` rendered); set `record` or the
/// `TEXTUI_SNAPSHOT_RECORD` environment variable to `failed` to rewrite the closures that
/// differ. See ``SnapshotRecordMode`` and ``SnapshotFormat``.
@MainActor
public func assertInlineSnapshot<V: View>(
  of view: V,
  width: Int = 40,
  height: Int? = nil,
  as format: SnapshotFormat = .text,
  record: SnapshotRecordMode? = nil,
  matches expected: (() -> String)? = nil,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  assertInlineSnapshot(
    of: ViewSnapshot.text(of: view, width: width, height: height, format: format), record: record,
    matches: expected,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks that what `renderer` draws now — at its width and viewport height — looks as the
/// trailing closure says: for a test that drives a screen and pins it down between steps.
/// Records as ``assertInlineSnapshot(of:width:height:as:record:matches:fileID:filePath:line:column:)`` does.
@MainActor
public func assertInlineSnapshot(
  of renderer: ViewRenderer,
  as format: SnapshotFormat = .text,
  record: SnapshotRecordMode? = nil,
  matches expected: (() -> String)? = nil,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  assertInlineSnapshot(
    of: ViewSnapshot.text(of: renderer, format: format), record: record, matches: expected,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks `actual`, an already rendered snapshot, against the trailing closure; the engine of
/// the view assertion, and usable for any text a test wants to pin down the same way.
@MainActor
public func assertInlineSnapshot(
  of actual: String,
  record: SnapshotRecordMode? = nil,
  matches expected: (() -> String)? = nil,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let mode = record ?? .current
  let expectedText = expected?()
  let matches = expectedText == actual
  guard mode.writes(existing: expectedText != nil, matches: matches) else {
    if let expectedText, !matches {
      Issue.record(
        Comment(rawValue: SnapshotFailure.mismatch(expected: expectedText, actual: actual)),
        sourceLocation: location)
    } else if expectedText == nil {
      Issue.record(
        Comment(rawValue: SnapshotFailure.missing(recordMode: mode)), sourceLocation: location)
    }
    return
  }
  if let problem = InlineSnapshotEdits.record(
    snapshot: actual, functionName: "assertInlineSnapshot", path: filePath,
    line: location.line)
  {
    Issue.record(Comment(rawValue: "Could not record the snapshot: \(problem)."), sourceLocation: location)
    return
  }
  Issue.record(
    Comment(rawValue: SnapshotFailure.recorded(where: "into the test, after this call", actual: actual)),
    sourceLocation: location)
}
