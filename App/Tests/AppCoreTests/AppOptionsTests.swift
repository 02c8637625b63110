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

  @Test(arguments: [
    (["--bogus"], "Unknown argument \"--bogus\"."),
    (["--catalog"], "--catalog needs a value."),
    (["--script", "--last-frame"], "--script needs a value."),
    (["--latency", "soon"], "--latency takes milliseconds from 0 to 60000, not \"soon\"."),
    (["--latency", "-5"], "--latency takes milliseconds from 0 to 60000, not \"-5\"."),
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
      "--catalog", "--shelf", "--latency", "--script", "--last-frame", "--log", "--help", "--watch",
      "--watch-poll", "press", "type",
      "toggle", "dismiss", "quit", "help",
    ] {
      #expect(AppOptions.helpText.contains(word), "help should mention \(word)")
    }
  }
}
