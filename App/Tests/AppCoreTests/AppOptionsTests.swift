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
  ])
  func badUsageIsExplained(arguments: [String], message: String) {
    #expect(throws: AppOptions.UsageError(message: message)) { try AppOptions.parse(arguments) }
  }

  @Test func helpDocumentsEveryFlagAndCommand() {
    for word in [
      "--catalog", "--shelf", "--latency", "--script", "--last-frame", "--log", "--help", "press", "type",
      "toggle", "dismiss", "quit", "help",
    ] {
      #expect(AppOptions.helpText.contains(word), "help should mention \(word)")
    }
  }
}
