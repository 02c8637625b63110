import AppCore
import Foundation
import Testing

/// Each `Recorded<Name>.swift` here is what `swiftrex --export-test` writes for
/// `Fixtures/<name>.jsonl`: made again, it must come out the same, so the checked-in tests never
/// drift from what the exporter writes.
///
/// - `session.jsonl`: `Fixtures/session.txt` run as a script (`--script … --record …`): shelves,
///   a book's sheet with a note typed into it (a binding action) and an author's page, the counter, the list of counters with its removal
///   dialog, the hero sheet.
/// - `timer.jsonl`: a terminal session (a pseudo-terminal) that starts the counter's timer, lets
///   it tick, presses Increment between ticks and stops it: the test clock moves to each recorded
///   millisecond, so the ticks interleave with the presses as they did.
@MainActor
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

  /// A recording of a large state keeps it only now and then (`AppRecording.checkpoints`): the
  /// export replays the actions to fill in the states between, and writes the same test.
  @Test(arguments: ["session", "timer"])
  func aRecordingWithoutItsStatesBetweenCheckpointsExportsTheSameTest(name: String) throws {
    let fixture = Self.folder.appendingPathComponent("Fixtures/\(name).jsonl")
    let checkedIn = try String(
      contentsOf: Self.folder.appendingPathComponent(
        "Recorded\(name.prefix(1).uppercased() + name.dropFirst()).swift"),
      encoding: .utf8)
    let sparse = try Self.withoutStates(fixture, keepingEvery: 4)
    defer { try? FileManager.default.removeItem(atPath: sparse.deletingLastPathComponent().path) }
    // The copy lacks states, so the export has to fill them in.
    let kept = try String(contentsOf: sparse, encoding: .utf8).components(separatedBy: #""state":"#).count - 1
    let actions =
      try String(contentsOf: fixture, encoding: .utf8).components(separatedBy: #""kind":"action""#)
      .count - 1
    #expect(kept < actions / 2, "\(kept) of \(actions) states left")
    switch AppRecording.exportTest(path: sparse.path, catalogPath: nil) {
    case .success(let exported):
      #expect(
        exported == checkedIn,
        "the export of \(name).jsonl without most of its states differs from Recorded\(name).swift")
    case .failure(let failure):
      Issue.record("The sparse recording cannot be exported: \(failure.message)")
    }
  }

  @Test func aSparseRecordingThatDoesNotReplayIsNotExported() throws {
    let fixture = Self.folder.appendingPathComponent("Fixtures/session.jsonl")
    // The state the 6th action's line keeps says one more counter than the run had.
    let sparse = try Self.withoutStates(fixture, keepingEvery: 6) { line in
      line.replacingOccurrences(of: #""nextCounterID":"#, with: #""nextCounterID":1"#)
    }
    defer { try? FileManager.default.removeItem(atPath: sparse.deletingLastPathComponent().path) }
    guard case .failure(let failure) = AppRecording.exportTest(path: sparse.path, catalogPath: nil) else {
      Issue.record("a recording whose kept state was edited was exported")
      return
    }
    #expect(failure.message.contains("it does not replay"))
    #expect(failure.message.contains("line 7"))
    #expect(!failure.isMissingFile)
  }

  /// A copy of `fixture` whose action lines keep their state only every `interval` actions,
  /// the kept ones passed through `edit`, named as `fixture` is (the export names the test after
  /// the file) in a folder of its own.
  private static func withoutStates(
    _ fixture: URL, keepingEvery interval: Int, edit: (String) -> String = { $0 }
  ) throws -> URL {
    let lines = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").map(String.init)
    var actionIndex = 0
    let sparse = try lines.map { line -> String in
      guard line.contains(#""kind":"action""#) else { return line }
      defer { actionIndex += 1 }
      guard var object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
        throw CocoaError(.fileReadCorruptFile)
      }
      if (actionIndex + 1) % interval == 0 {
        return edit(line)
      }
      object["state"] = nil
      return String(
        decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sparse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent(fixture.lastPathComponent)
    try (sparse.joined(separator: "\n") + "\n").write(to: copy, atomically: true, encoding: .utf8)
    return copy
  }
}
