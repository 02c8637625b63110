import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The counters and the shelf kept between runs of the built app, through the real file system:
/// `XDG_STATE_HOME` points at a folder of the test's own, never at the user's.
@Suite(.serialized)
struct PersistenceEndToEndTests {
  /// A folder for one test's `XDG_STATE_HOME`, and the state file the app keeps in it.
  struct StateHome {
    let path = AppProcess.freshStateHome()
    var file: URL { URL(fileURLWithPath: path).appendingPathComponent("swiftrex/state.json") }
    var folder: URL { file.deletingLastPathComponent() }
    var environment: [String: String] { ["XDG_STATE_HOME": path] }

    func run(_ arguments: [String] = [], _ commands: String...) throws -> AppProcess.Result {
      try AppProcess.run(
        ["--last-frame"] + arguments, input: commands.map { $0 + "\n" }.joined(), environment: environment)
    }

    func names() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
  }

  @Test func countersAddedInOneRunAreThereInTheNext() throws {
    let home = StateHome()
    // An added counter is selected: the presses go to it.
    let first = try home.run(
      [], "press Counters", "press Add a counter", "press Increment", "press Increment",
      "press Add a counter",
      "press Decrement")
    #expect(first.status == 0)
    #expect(first.errors.isEmpty, "\(first.errors)")
    let second = try home.run([], "press Counters")
    #expect(second.status == 0)
    #expect(second.errors.isEmpty, "\(second.errors)")
    let rows = tableRows(in: second.output)
    #expect(rows.count == 2, "\(second.output)")
    #expect(rows.first?.contains("Counter #1  2 ") == true, "\(second.output)")
    #expect(rows.last?.contains("Counter #2  -1 ") == true, "\(second.output)")
    // The next counter added gets a new id, not one a restored counter has.
    let third = try home.run([], "press Counters", "press Add a counter")
    #expect(third.output.contains("Counter #3"), "\(third.output)")
  }

  @Test func theStepSetOnTheCounterTabIsTheCountersTabsAndIsKeptApart() throws {
    let home = StateHome()
    // [24] is the Counter tab's "+" of its step (the stepper's halves are pressed by number).
    let first = try home.run([], "press Counter", "press 24", "press 24", "press Increment")
    #expect(first.errors.isEmpty, "\(first.errors)")
    #expect(first.output.contains("Step: 3"), "\(first.output)")
    #expect(first.output.contains("Count: 3"), "\(first.output)")
    #expect(try home.names().contains("counter-step.json"))
    // The next run's Counters tab moves its counters by the kept step.
    let second = try home.run([], "press Counters", "press Add a counter", "press Increment")
    #expect(second.errors.isEmpty, "\(second.errors)")
    let frames = second.output.components(separatedBy: "SwiftRex for Linux")
    #expect(frames.last?.contains("Step: 3") == true, "\(second.output)")
    #expect(tableRows(in: frames.last ?? "").first?.contains("Counter #1  3 ") == true, "\(second.output)")
  }

  /// The lines of the Counters tab's table in the last frame of `output`: one per counter.
  private func tableRows(in output: String) -> [String] {
    counterTableRows(in: output.components(separatedBy: "SwiftRex for Linux").last ?? "")
  }

  @Test func theCounterScreensCountAndTheSelectedShelfAreKept() throws {
    let home = StateHome()
    let first = try home.run([], "press Poetry", "press Counter", "press Increment")
    #expect(first.status == 0)
    let library = try home.run([])
    #expect(library.output.contains("Shelf: poetry"), "\(library.output)")
    let counter = try home.run([], "press Counter")
    #expect(counter.output.contains("Count: 1"), "\(counter.output)")
    // --shelf still opens the shelf it names.
    let chosen = try home.run(["--shelf", "history"])
    #expect(chosen.output.contains("Shelf: history"), "\(chosen.output)")
  }

  /// `undo` shows a past step; the session has still reached the latest, and that is saved.
  @Test func quittingWhileAPastStepIsShownSavesTheLatestStep() throws {
    let home = StateHome()
    let first = try home.run(
      [], "press Counter", "press Increment", "press Increment", "press Increment", "undo", "undo", "undo")
    #expect(first.output.contains("Count: 0"), "\(first.output)\(first.errors)")
    let next = try home.run([], "press Counter")
    #expect(next.output.contains("Count: 3"), "\(next.output)\(next.errors)")
    // Back at the latest step, pressing in the past branches: the branch is what is saved.
    _ = try home.run(
      [], "press Counter", "press Increment", "press Increment", "undo", "undo", "press Decrement")
    let branched = try home.run([], "press Counter")
    #expect(branched.output.contains("Count: 2"), "\(branched.output)\(branched.errors)")
  }

  /// Two sessions on one state file: the one that saves over the other's change keeps that
  /// change in a file of its own and says where, instead of silently winning.
  @Test func aSessionSavingOverAnotherSessionsChangeKeepsItAndSaysSo() throws {
    let home = StateHome()
    let file = URL(fileURLWithPath: home.path).appendingPathComponent("shared.json")
    let first = try RunningApp(["--state-file", file.path])
    #expect(first.waitForFrame { $0.contains("Dune") } != nil)
    // The first session's own first save (its starting state) lands before the second reads.
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    while !FileManager.default.fileExists(atPath: file.path), ContinuousClock.now < deadline { usleep(1_000) }
    let second = try AppProcess.run(
      ["--state-file", file.path, "--last-frame"], input: "press Counter\npress Increment\npress Increment\n")
    #expect(second.output.contains("Count: 2"), "\(second.output)\(second.errors)")
    first.type("press Counter")
    first.type("press Decrement")
    #expect(first.finish() == 0)
    #expect(first.printedErrors.contains("Another session changed the saved state"), "\(first.printedErrors)")
    let kept = try FileManager.default.contentsOfDirectory(atPath: home.path)
      .filter { $0.hasPrefix("shared.json.conflict-") }
    #expect(kept.count == 1, "\(kept)")
    let keptText = try String(
      contentsOf: URL(fileURLWithPath: home.path).appendingPathComponent(kept.first ?? ""), encoding: .utf8)
    #expect(keptText.contains("\"counter\":2"), "\(keptText)")
  }

  @Test func theStateFileFlagChoosesTheFileAndNoPersistTouchesNone() throws {
    let home = StateHome()
    let file = URL(fileURLWithPath: home.path).appendingPathComponent("elsewhere/mine.json")
    _ = try home.run(["--state-file", file.path], "press Counters", "press Add a counter")
    #expect(FileManager.default.fileExists(atPath: file.path))
    #expect(!FileManager.default.fileExists(atPath: home.file.path))
    let again = try home.run(["--state-file", file.path], "press Counters")
    #expect(again.output.contains("Counter #1"))
    let before = try Data(contentsOf: file)
    let unsaved = try home.run(["--no-persist"], "press Counters", "press Add a counter")
    #expect(unsaved.output.contains("Counter #1"))
    #expect(!unsaved.output.contains("Counter #2"))
    #expect(!FileManager.default.fileExists(atPath: home.folder.path))
    #expect(try Data(contentsOf: file) == before)
    let fresh = try home.run(["--no-persist"], "press Counters")
    #expect(fresh.output.contains("No counters yet."))
  }

  @Test func aDamagedFileIsMovedAsideReportedOnceAndTheAppStartsAfresh() throws {
    let home = StateHome()
    try FileManager.default.createDirectory(at: home.folder, withIntermediateDirectories: true)
    let damaged = Data(#"{"value":{"counter":3,"counters":[{"id":1,"cou"#.utf8)
    try damaged.write(to: home.file)
    let result = try home.run([], "press Counters", "press Add a counter")
    #expect(result.status == 0)
    #expect(result.output.contains("Counter #1"))
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 1, "\(result.errors)")
    #expect(result.errors.contains("could not be used: it is damaged, or not a saved state"))
    let aside = try home.names().filter { $0.hasPrefix("state.json.corrupt-") }
    #expect(aside.count == 1)
    #expect(result.errors.contains(aside.first ?? "?"))
    #expect(try Data(contentsOf: home.folder.appendingPathComponent(aside.first ?? "?")) == damaged)
    // The app saved its own state in its place.
    let next = try home.run([], "press Counters")
    #expect(next.errors.isEmpty)
    #expect(next.output.contains("Counter #1"))
  }

  @Test func aFileOfANewerFormatIsSetAsideNotMisread() throws {
    let home = StateHome()
    try FileManager.default.createDirectory(at: home.folder, withIntermediateDirectories: true)
    try Data(#"{"value":{"whatever":true},"version":99}"#.utf8).write(to: home.file)
    let result = try home.run([])
    #expect(result.status == 0)
    #expect(
      result.errors.contains("newer version of the app (format 99; this one reads 1)"), "\(result.errors)")
  }

  @Test func numbersBeyondTheLimitAreTreatedAsDamagedNotTrappedOn() throws {
    let home = StateHome()
    try FileManager.default.createDirectory(at: home.folder, withIntermediateDirectories: true)
    let huge =
      #"{"value":{"counter":9223372036854775807,"counters":[],"nextCounterID":1,"shelfID":"x"},"version":1}"#
    try Data(huge.utf8).write(to: home.file)
    let result = try home.run([], "press Counter", "press Increment")
    #expect(result.status == 0)
    #expect(result.output.contains("Count: 1"), "\(result.output)")
    #expect(result.errors.contains("does not hold the expected values"), "\(result.errors)")
  }

  @Test func aPlaceThatCannotBeWrittenIsReportedOnceAndTheSessionGoesOn() throws {
    let home = StateHome()
    let blocker = URL(fileURLWithPath: home.path).appendingPathComponent("blocker")
    try Data().write(to: blocker)
    let result = try home.run(
      ["--state-file", blocker.appendingPathComponent("state.json").path], "press Counters",
      "press Add a counter",
      "press Add a counter")
    #expect(result.status == 0)
    #expect(result.output.contains("Counter #2"))
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 1, "\(result.errors)")
    #expect(result.errors.contains("Cannot save the state to"))
    #expect(result.errors.contains("The app goes on without saving it."))
  }

  @Test func anAppKilledBetweenSavesLeavesTheLastWholeSave() throws {
    let home = StateHome()
    let (process, stdin, _, _) = try AppProcess.launch([], environment: home.environment)
    stdin.fileHandleForWriting.write(Data("press Counters\npress Add a counter\n".utf8))
    // Wait for the save that holds the counter, then kill the app without letting it finish.
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    while ContinuousClock.now < deadline {
      if let data = try? Data(contentsOf: home.file),
        String(decoding: data, as: UTF8.self).contains(#""id":1"#)
      {
        break
      }
      usleep(2_000)
    }
    stdin.fileHandleForWriting.write(Data("press Add a counter\n".utf8))
    usleep(UInt32.random(in: 0..<300_000))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    // One counter or two, depending on when the kill came; never a damaged file.
    let next = try home.run([], "press Counters")
    #expect(next.errors.isEmpty, "\(next.errors)")
    #expect(next.output.contains("Counter #1"), "\(next.output)")
  }
}
