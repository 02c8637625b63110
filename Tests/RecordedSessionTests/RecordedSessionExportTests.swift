import AppCore
import Foundation
import Testing

/// `RecordedSession.swift` is what `swiftrex --export-test` writes for the recording beside it:
/// made again here, it must come out the same, so the checked-in test never drifts from what
/// the exporter writes.
@Suite struct RecordedSessionExportTests {
  private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test func theCheckedInTestIsWhatTheExporterWritesForTheFixture() throws {
    let recording = Self.folder.appendingPathComponent("Fixtures/session.jsonl").path
    let checkedIn = try String(
      contentsOf: Self.folder.appendingPathComponent("RecordedSession.swift"), encoding: .utf8)
    switch AppRecording.exportTest(path: recording, catalogPath: nil) {
    case .success(let exported):
      let difference = zip(exported.split(separator: "\n"), checkedIn.split(separator: "\n"))
        .enumerated().first { $0.element.0 != $0.element.1 }
      #expect(
        exported == checkedIn,
        """
        RecordedSession.swift differs from the export of Fixtures/session.jsonl\
        \(difference.map { " first at line \($0.offset + 1)" } ?? " in length"). Make it again with
        swift run -q --package-path App swiftrex --export-test Tests/RecordedSessionTests/Fixtures/session.jsonl \
        > Tests/RecordedSessionTests/RecordedSession.swift
        """)
    case .failure(let failure):
      Issue.record("The fixture cannot be exported: \(failure.message)")
    }
  }
}
