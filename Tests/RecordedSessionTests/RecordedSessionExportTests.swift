import AppCore
import Foundation
import Testing

/// Each `Recorded<Name>.swift` here is what `swiftrex --export-test` writes for
/// `Fixtures/<name>.jsonl`: made again, it must come out the same, so the checked-in tests never
/// drift from what the exporter writes.
///
/// - `session.jsonl`: `Fixtures/session.txt` run as a script (`--script … --record …`): shelves,
///   a book's sheet and an author's page, the counter, the list of counters with its removal
///   dialog, the hero sheet.
/// - `timer.jsonl`: a terminal session (a pseudo-terminal) that starts the counter's timer, lets
///   it tick, presses Increment between ticks and stops it: the test clock moves to each recorded
///   millisecond, so the ticks interleave with the presses as they did.
@Suite struct RecordedSessionExportTests {
  private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test(arguments: ["session", "timer"])
  func theCheckedInTestIsWhatTheExporterWritesForTheFixture(name: String) throws {
    let recording = Self.folder.appendingPathComponent("Fixtures/\(name).jsonl").path
    let testFile = "Recorded\(name.prefix(1).uppercased() + name.dropFirst()).swift"
    let checkedIn = try String(contentsOf: Self.folder.appendingPathComponent(testFile), encoding: .utf8)
    switch AppRecording.exportTest(path: recording, catalogPath: nil) {
    case .success(let exported):
      let difference = zip(exported.split(separator: "\n"), checkedIn.split(separator: "\n"))
        .enumerated().first { $0.element.0 != $0.element.1 }
      #expect(
        exported == checkedIn,
        """
        \(testFile) differs from the export of Fixtures/\(name).jsonl\
        \(difference.map { " (first at line \($0.offset + 1))" } ?? " (in length)"). Make it again with
        swift run -q --package-path App swiftrex --export-test Tests/RecordedSessionTests/Fixtures/\(name).jsonl \
        > Tests/RecordedSessionTests/\(testFile)
        """)
    case .failure(let failure):
      Issue.record("The fixture cannot be exported: \(failure.message)")
    }
  }
}
