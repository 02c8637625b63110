import Testing

@testable import AppCore

@Suite("AppOptions")
struct AppOptionsTests {
  @Test func noArgumentsMeansTheDefaults() throws {
    #expect(try AppOptions.parse([]) == AppOptions())
  }

  @Test func everyFlagIsRead() throws {
    let options = try AppOptions.parse([
      "--catalog", "books.json", "--latency", "250", "--script", "s.txt", "--last-frame", "--log",
      "trace.log",
      "--shelf", "poetry",
    ])
    #expect(options.catalogPath == "books.json")
    #expect(options.latency == .milliseconds(250))
    #expect(options.scriptPath == "s.txt")
    #expect(options.lastFrameOnly)
    #expect(options.logPath == "trace.log")
    #expect(options.shelfID == "poetry")
    #expect(try AppOptions.parse(["-h"]).showsHelp)
  }

  @Test func recordingWorksWithEveryFlagAndReplayingWithNoneThatAddsActions() throws {
    let recording = try AppOptions.parse([
      "--script", "s.txt", "--record", "run.jsonl", "--watch", "--catalog", "c.json",
    ])
    #expect(recording.recordPath == "run.jsonl")
    #expect(try AppOptions.parse(["--replay", "run.jsonl", "--catalog", "c.json"]).replayPath == "run.jsonl")
    for other in [["--record", "b.jsonl"], ["--script", "s.txt"], ["--watch", "--catalog", "c.json"]] {
      #expect(throws: AppOptions.UsageError.self) { try AppOptions.parse(["--replay", "run.jsonl"] + other) }
    }
    #expect(throws: AppOptions.UsageError(message: "--record needs a value.")) {
      try AppOptions.parse(["--record"])
    }
  }

  @Test func exportingATestRunsNoSessionSoNoFlagOfOneCombinesWithIt() throws {
    let export = try AppOptions.parse(["--export-test", "run.jsonl", "--catalog", "c.json"])
    #expect(export.exportTestPath == "run.jsonl")
    #expect(export.catalogPath == "c.json")
    for other in [
      ["--replay", "b.jsonl"], ["--record", "b.jsonl"], ["--script", "s.txt"],
      ["--watch", "--catalog", "c.json"],
      ["--log", "l.txt"],
    ] {
      #expect(throws: AppOptions.UsageError.self) {
        try AppOptions.parse(["--export-test", "run.jsonl"] + other)
      }
    }
    #expect(throws: AppOptions.UsageError(message: "--export-test needs a value.")) {
      try AppOptions.parse(["--export-test"])
    }
  }

  @Test func aTestIsNamedAfterItsRecording() {
    #expect(AppRecording.testName(for: "timer") == "recordedTimer")
    #expect(AppRecording.testName(for: "my run-2 (copy)") == "recordedMyRun2Copy")
    #expect(AppRecording.testName(for: "") == "recorded")
  }

  @Test func theStateIsKeptInTheDefaultFileUnlessAFlagSaysOtherwise() throws {
    let defaults = try AppOptions.parse([])
    #expect(defaults.persists)
    #expect(defaults.stateFilePath == nil)
    #expect(defaults.shelfID == nil)
    #expect(try AppOptions.parse(["--state-file", "s.json"]).stateFilePath == "s.json")
    #expect(try !AppOptions.parse(["--no-persist"]).persists)
  }

  @Test(arguments: [
    (["--bogus"], "Unknown argument \"--bogus\"."),
    (["--catalog"], "--catalog needs a value."),
    (["--script", "--last-frame"], "--script needs a value."),
    (["--latency", "soon"], "--latency takes milliseconds from 0 to 60000, not \"soon\"."),
    (["--latency", "-5"], "--latency takes milliseconds from 0 to 60000, not \"-5\"."),
    (["--state-file"], "--state-file needs a value."),
    (["--state-file", ""], "--state-file needs a file path, not an empty one."),
    (
      ["--state-file", "s.json", "--no-persist"],
      "--state-file and --no-persist contradict each other; give one."
    ),
    (["--watch"], "--watch needs --catalog PATH: the bundled catalog never changes."),
    (
      ["--watch-poll", "--shelf", "poetry"],
      "--watch needs --catalog PATH: the bundled catalog never changes."
    ),
  ])
  func badUsageIsExplained(arguments: [String], message: String) {
    #expect(throws: AppOptions.UsageError(message: message)) { try AppOptions.parse(arguments) }
  }

  @Test func watchingIsOffByDefaultAndPollingWinsOverInotify() throws {
    #expect(try AppOptions.parse(["--catalog", "c.json"]).watch == nil)
    #expect(try AppOptions.parse(["--catalog", "c.json", "--watch"]).watch == .automatic)
    #expect(try AppOptions.parse(["--watch-poll", "--catalog", "c.json"]).watch == .polling)
    // Asking for polling forces it, whichever order the flags come in.
    #expect(try AppOptions.parse(["--watch-poll", "--watch", "--catalog", "c.json"]).watch == .polling)
    #expect(try AppOptions.parse(["--watch", "--watch-poll", "--catalog", "c.json"]).watch == .polling)
  }

  @Test func helpDocumentsEveryFlagAndCommand() {
    for word in [
      "--catalog", "--shelf", "--latency", "--script", "--last-frame", "--log", "--state-file",
      "--no-persist", "--help", "--version", "--watch", "--watch-poll", "--record", "--replay",
      "--export-test", "press", "type",
      "toggle", "dismiss", "quit", "help",
    ] {
      #expect(AppOptions.helpText.contains(word), "help should mention \(word)")
    }
  }
}
