import Foundation
import Testing

/// `--record` and `--replay` through the built app, as issue #24's acceptance describes: a
/// scripted run that adds a counter and increments it twice is recorded, replayed to the same
/// frame, and refused once truncated.
@Suite(.serialized)
struct RecordingEndToEndTests {
  /// A folder of the test's own, with a script file in it.
  struct Folder {
    let path = AppProcess.freshStateHome()
    func file(_ name: String) -> String { URL(fileURLWithPath: path).appendingPathComponent(name).path }

    func script(_ commands: String...) throws -> String {
      let script = file("script.txt")
      try Data(commands.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: script))
      return script
    }
  }

  @Test func aRecordedScriptedRunReplaysToTheSameFrameAndATruncatedOneIsRefused() throws {
    let folder = Folder()
    let script = try folder.script(
      "press Counters", "press Add a counter", "press Increment", "press Increment")
    let recording = folder.file("run.jsonl")
    let recorded = try AppProcess.run(["--script", script, "--last-frame", "--record", recording])
    #expect(recorded.status == 0)
    #expect(recorded.errors.isEmpty, "\(recorded.errors)")
    #expect(recorded.output.contains("Count: 2"))

    let replayed = try AppProcess.run(["--replay", recording])
    #expect(replayed.status == 0, "\(replayed.errors)")
    #expect(replayed.errors.isEmpty, "\(replayed.errors)")
    #expect(replayed.output.contains("Counter #1"))
    #expect(replayed.output.contains("Count: 2"))
    // Laid out at the width it is printed at: a narrower terminal's box still has its corners.
    let narrow = try AppProcess.run(["--replay", recording], environment: ["COLUMNS": "72"])
    let narrowLines = narrow.output.split(separator: "\n")
    #expect(
      narrowLines.contains { $0.hasPrefix("╭─ Counters") && $0.hasSuffix("╮") && $0.count == 72 },
      "\(narrow.output)")
    #expect(
      narrowLines.contains { $0.hasPrefix("╰") && $0.hasSuffix("╯") && $0.count == 72 }, "\(narrow.output)")

    let bytes = try Data(contentsOf: URL(fileURLWithPath: recording))
    let cut = folder.file("cut.jsonl")
    try bytes.dropLast(20).write(to: URL(fileURLWithPath: cut))
    let refused = try AppProcess.run(["--replay", cut])
    #expect(refused.status == 65)
    #expect(refused.output.isEmpty)
    let lines = bytes.split(separator: UInt8(ascii: "\n")).count
    #expect(
      refused.errors.contains("Cannot replay \(cut): line \(lines): the line is cut off"), "\(refused.errors)"
    )
  }

  @Test func aRecordedRunIsExportedAsATestOnStandardOutput() throws {
    let folder = Folder()
    let script = try folder.script("press Counter", "press Increment")
    let recording = folder.file("my run.jsonl")
    let recorded = try AppProcess.run(["--script", script, "--last-frame", "--record", recording])
    #expect(recorded.status == 0, "\(recorded.errors)")

    let exported = try AppProcess.run(["--export-test", recording])
    #expect(exported.status == 0, "\(exported.errors)")
    #expect(exported.errors.isEmpty, "\(exported.errors)")
    #expect(exported.output.contains("@Test func recordedMyRun() async throws {"))
    #expect(
      exported.output.contains(
        "environment: AppEnvironment.live(catalog: CatalogSource(url: CatalogLoader.bundledURL)))"))
    #expect(exported.output.contains("store.dispatch(.started)"))
    #expect(exported.output.contains("store.dispatch(.counter(.increment)) {\n    $0.counter.count = 1\n  }"))
    #expect(exported.output.hasSuffix("}\n"))

    // With --catalog, the test's effects read the catalog the run read.
    let withCatalog = try AppProcess.run(["--export-test", recording, "--catalog", "/tmp/my \"c\".json"])
    #expect(withCatalog.output.contains(#"CatalogSource(url: URL(fileURLWithPath: "/tmp/my \"c\".json"))"#))
  }

  /// Issue #35, item 9: with a large catalog every line carried the whole state, so 160 presses
  /// over 100,000 books made a 1.16 GB recording that `--replay` refused. The state now goes
  /// with an action only once the actions since its last copy outweigh it enough.
  @Test func aRecordingOfALargeStateGrowsWithThePressesNotWithTheState() throws {
    let folder = Folder()
    let catalog = try CatalogScrollingEndToEndTests.catalog(books: 5_000)
    defer { try? FileManager.default.removeItem(at: catalog) }
    let presses = 40
    let script = folder.file("presses.txt")
    try Data(
      (["press Counter"] + Array(repeating: "press Increment", count: presses)).map { $0 + "\n" }.joined()
        .utf8
    )
    .write(to: URL(fileURLWithPath: script))
    let recording = folder.file("large.jsonl")
    let recorded = try AppProcess.run([
      "--script", script, "--last-frame", "--no-persist", "--catalog", catalog.path, "--record", recording,
    ])
    #expect(recorded.status == 0, "\(recorded.errors)")
    #expect(recorded.errors.isEmpty, "\(recorded.errors)")
    let lines = try Data(contentsOf: URL(fileURLWithPath: recording)).split(separator: UInt8(ascii: "\n"))
    // The final state, with the shelf's 5,000 books: about 400 KB.
    let stateSize = lines.last?.count ?? 0
    #expect(stateSize > 300_000)
    // A state with each of the 40 presses would be over 40 of them; here: the books' load, a copy
    // of the state after it, the final state, and small lines.
    let total = lines.reduce(0) { $0 + $1.count + 1 }
    #expect(total < 4 * stateSize, "\(total) bytes for a state of \(stateSize)")
    #expect(lines.filter { $0.count > stateSize / 2 }.count <= 3)

    let replayed = try AppProcess.run(["--replay", recording, "--catalog", catalog.path])
    #expect(replayed.status == 0, "\(replayed.errors)")
    #expect(replayed.output.contains("Count: \(presses)"))
    // The export replays the actions to fill in the states between the copies.
    let exported = try AppProcess.run(["--export-test", recording, "--catalog", catalog.path])
    #expect(exported.status == 0, "\(exported.errors)")
    #expect(
      exported.output.contains(
        "store.dispatch(.counter(.increment)) {\n    $0.counter.count = \(presses)\n  }"))
  }

  @Test func aRecordingThatCannotBecomeATestIsRefusedWithItsLine() throws {
    let folder = Folder()
    let missing = try AppProcess.run(["--export-test", folder.file("none.jsonl")])
    #expect(missing.status == 66)
    #expect(missing.output.isEmpty)
    #expect(missing.errors.contains("Cannot export \(folder.file("none.jsonl")): there is no such file."))

    let script = try folder.script("press Counter")
    let recording = folder.file("run.jsonl")
    _ = try AppProcess.run(["--script", script, "--record", recording])
    let bytes = try Data(contentsOf: URL(fileURLWithPath: recording))
    let cut = folder.file("cut.jsonl")
    try bytes.dropLast(20).write(to: URL(fileURLWithPath: cut))
    let refused = try AppProcess.run(["--export-test", cut])
    #expect(refused.status == 65)
    #expect(refused.output.isEmpty)
    #expect(refused.errors.contains("Cannot export \(cut): line "), "\(refused.errors)")
  }

  @Test func aReplayNeverWritesTheStateFile() throws {
    let folder = Folder()
    let script = try folder.script("press Counters", "press Add a counter")
    let recording = folder.file("run.jsonl")
    let stateFile = folder.file("state.json")
    let recorded = try AppProcess.run(["--script", script, "--record", recording, "--state-file", stateFile])
    #expect(recorded.status == 0)
    try FileManager.default.removeItem(atPath: stateFile)
    let replayed = try AppProcess.run(["--replay", recording, "--state-file", stateFile])
    #expect(replayed.status == 0, "\(replayed.errors)")
    #expect(!FileManager.default.fileExists(atPath: stateFile))
  }

  @Test func anEditedRecordingReportsWhereItDiverged() throws {
    let folder = Folder()
    let script = try folder.script("press Counters", "press Add a counter", "press Increment")
    let recording = folder.file("run.jsonl")
    _ = try AppProcess.run(["--script", script, "--no-persist", "--record", recording])
    // The increment's checkpoint now claims a count of 5.
    var lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").map(String.init)
    let increment = try #require(lines.lastIndex { $0.contains(#""increment":{}"#) })
    var line = try #require(
      JSONSerialization.jsonObject(with: Data(lines[increment].utf8)) as? [String: Any])
    var state = try #require(line["state"] as? [String: Any])
    var counters = try #require(state["counters"] as? [[String: Any]])
    #expect(counters.first?["count"] as? Int == 1)
    counters[0]["count"] = 5
    state["counters"] = counters
    line["state"] = state
    lines[increment] = String(decoding: try JSONSerialization.data(withJSONObject: line), as: UTF8.self)
    let edited = folder.file("edited.jsonl")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: edited))
    let replayed = try AppProcess.run(["--replay", edited])
    #expect(replayed.status == 1)
    #expect(replayed.output.contains("Count: 1"))
    #expect(
      replayed.errors.contains("The replay diverged at line \(increment + 1) of the recording"),
      "\(replayed.errors)")
    #expect(replayed.errors.contains("CounterFeature/CounterView.swift"), "\(replayed.errors)")
    #expect(replayed.errors.contains("count: 5"), "\(replayed.errors)")
  }

  @Test func aReplayWithLogTracesTheReplayedActions() throws {
    let folder = Folder()
    let script = try folder.script("press Counters", "press Add a counter")
    let recording = folder.file("run.jsonl")
    _ = try AppProcess.run(["--script", script, "--no-persist", "--record", recording])
    let log = folder.file("trace.log")
    let replayed = try AppProcess.run(["--replay", recording, "--log", log])
    #expect(replayed.status == 0, "\(replayed.errors)")
    let trace = try String(contentsOfFile: log, encoding: .utf8)
    #expect(trace.contains("addCounter"), "\(trace)")
  }

  @Test func aMissingRecordingIsAFileError() throws {
    let result = try AppProcess.run(["--replay", "/nonexistent/run.jsonl"])
    #expect(result.status == 66)
    #expect(result.errors.contains("Cannot replay /nonexistent/run.jsonl: there is no such file."))
  }
}
