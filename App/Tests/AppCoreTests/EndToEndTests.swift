import Foundation
import Testing

/// The built app, launched with scripts on standard input, as a user or a CI job would run it.
@Suite(.serialized)
struct EndToEndTests {
  /// The handle shown before `label` on the first line that contains it (`[7] Dune` → 7).
  private func handle(of label: String, in frame: String) -> Int? {
    for line in frame.split(separator: "\n") where line.contains(label) {
      guard
        let range = line.range(
          of: "[", options: .backwards,
          range: line.startIndex..<(line.range(of: label)?.lowerBound ?? line.endIndex)),
        let close = line[range.upperBound...].firstIndex(of: "]"),
        let number = Int(line[range.upperBound..<close])
      else { continue }
      return number
    }
    return nil
  }

  /// The last frame of a transcript (frames are separated by blank lines after `> command` lines).
  private func lastFrame(_ output: String) -> String {
    output.components(separatedBy: "\n> ").last ?? output
  }

  @Test func helpDocumentsTheFlagsAndExitsZero() throws {
    let result = try AppProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("--catalog PATH"))
    #expect(result.output.contains("type 2 some text"))
  }

  @Test func badUsageExitsNonZeroWithAMessage() throws {
    let result = try AppProcess.run(["--latency", "soon"])
    #expect(result.status == 64)
    #expect(result.errors.contains("--latency takes milliseconds from 0 to 60000, not \"soon\"."))
    #expect(result.output.isEmpty)
  }

  @Test func theLibraryLoadsWithoutAKeypressAndABookOpensInASheet() throws {
    let first = try AppProcess.run([], input: "")
    #expect(first.status == 0)
    // The book list is there although nothing was typed: the fetch finished while the app waited.
    #expect(first.output.contains("Dune"))
    let dune = try #require(handle(of: "Dune", in: first.output))
    let second = try AppProcess.run([], input: "press \(dune)\n")
    let sheet = lastFrame(second.output)
    #expect(sheet.contains("Frank Herbert"))
    #expect(sheet.contains("1965"))
  }

  @Test func anUnknownCommandIsExplainedAndChangesNothing() throws {
    let result = try AppProcess.run([], input: "zap\npress 999\n")
    #expect(result.status == 0)
    let afterCommands = try #require(result.output.components(separatedBy: "\n> zap\n").last)
    #expect(afterCommands.contains("Unknown command `zap`."))
    #expect(afterCommands.contains("There is no control [999] on screen."))
    // Rejected commands print their message and no new frame: nothing changed to redraw.
    #expect(!afterCommands.contains("SwiftRex for Linux"))
  }

  @Test func aMalformedCatalogShowsAMessageInTheLibraryNotACrash() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-catalog-\(UUID()).json")
    try Data("{ \"shelves\": [ { \"id\": 3 } ] }".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try AppProcess.run(["--catalog", url.path, "--last-frame"])
    #expect(result.status == 0)
    #expect(result.output.contains("is not valid: shelves[0].id should be text"))
    #expect(result.output.contains("Retry"))
  }

  @Test func aMissingCatalogIsNamed() throws {
    let result = try AppProcess.run(["--catalog", "/no/such/catalog.json", "--last-frame"])
    #expect(result.status == 0)
    #expect(result.output.contains("No catalog at /no/such/catalog.json."))
  }

  @Test func aScriptFileRunsAndOnlyTheLastFrameIsPrinted() throws {
    let first = try AppProcess.run([], input: "")
    let counters = try #require(handle(of: "Counters", in: first.output))
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID()).txt")
    try Data("press \(counters)\n".utf8).write(to: script)
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try AppProcess.run(["--script", script.path, "--last-frame"])
    #expect(result.status == 0)
    #expect(result.output.contains("No counters yet."))
    #expect(!result.output.contains("Dune"))
    #expect(!result.output.contains("> press"))
  }

  @Test func aMissingScriptExitsNonZero() throws {
    let result = try AppProcess.run(["--script", "/no/such/script.txt"])
    #expect(result.status == 66)
    #expect(result.errors.contains("Cannot read the script /no/such/script.txt"))
  }

  @Test func theLogSwitchWritesTheActionTraceWithSources() throws {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID()).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let result = try AppProcess.run(["--log", log.path], input: "")
    #expect(result.status == 0)
    let trace = try String(contentsOf: log, encoding: .utf8)
    #expect(trace.contains("▶ started  from AppCore/AppMain+Session.swift"))
    #expect(trace.contains("▶ library(LibraryFeature.Library.Action.loaded("))
    #expect(trace.contains("−     shelf: .idle\n+     shelf: .loading(nil)"))
  }
}
