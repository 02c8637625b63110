import Foundation
import Testing
import TextUITesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built app ended by a signal mid-session — a closed terminal (SIGHUP), `kill` (SIGTERM),
/// Ctrl-C in a cooked terminal (SIGINT), Ctrl-\ (SIGQUIT) — keeps everything the session did: the
/// recording replays and the last change is saved, and the app still ends by that signal. Each
/// test waits for the frame that shows its last command before it sends the signal, never for a
/// length of time.
@Suite(.serialized)
struct SignalEndToEndTests {
  static let endingSignals: [Int32] = [SIGHUP, SIGTERM, SIGINT, SIGQUIT]

  /// A fresh folder for one test's files.
  static func folder() -> URL {
    URL(fileURLWithPath: AppProcess.freshStateHome())
  }

  @Test(arguments: endingSignals)
  func aRecordingKeepsEveryActionWhenASignalEndsTheSession(signalNumber: Int32) throws {
    PseudoTerminalSession.disableCoreDumps()
    let recording = Self.folder().appendingPathComponent("run.jsonl")
    let app = try RunningApp(["--record", recording.path, "--no-persist"])
    app.type("press Counter")
    for _ in 0..<11 { app.type("press Increment") }
    #expect(app.waitForFrame { $0.contains("Count: 11") } != nil, "\(app.printedErrors)")
    app.send(signalNumber)
    let ending = try #require(app.waitForEnd())
    // Ended by the signal itself, as it would have been without the app catching it.
    #expect(ending.reason == .uncaughtSignal)
    #expect(ending.status == signalNumber)
    let replay = try AppProcess.run(["--replay", recording.path])
    #expect(replay.status == 0, "\(replay.errors)")
    #expect(replay.output.contains("Count: 11"), "\(replay.output)")
  }

  @Test(arguments: endingSignals)
  func theLastChangeIsSavedWhenASignalEndsTheSession(signalNumber: Int32) throws {
    PseudoTerminalSession.disableCoreDumps()
    let stateFile = Self.folder().appendingPathComponent("state.json")
    let app = try RunningApp(["--state-file", stateFile.path])
    app.type("press Counter")
    for _ in 0..<3 { app.type("press Increment") }
    // The counters' step, a shared value in a file of its own beside the state file: [24] is
    // its stepper's "+".
    app.type("press 24")
    // Each save waits 250 ms after a change; the signal comes as soon as the change shows.
    #expect(
      app.waitForFrame { $0.contains("Count: 3") && $0.contains("Step: 2") } != nil, "\(app.printedErrors)")
    app.send(signalNumber)
    let ending = try #require(app.waitForEnd())
    #expect(ending.reason == .uncaughtSignal)
    #expect(ending.status == signalNumber)
    let next = try AppProcess.run(["--state-file", stateFile.path, "--last-frame"], input: "press Counter\n")
    #expect(next.output.contains("Count: 3"), "\(next.output)\(next.errors)")
    #expect(next.output.contains("Step: 2"), "\(next.output)\(next.errors)")
  }

  /// A signal while the session waits for a slow effect (a catalog read a minute long) ends it
  /// in order at once, not when the wait is over or the grace period runs out.
  @Test func aSignalDuringALongWaitForAnEffectStillEndsTheSessionInOrder() throws {
    let recording = Self.folder().appendingPathComponent("slow.jsonl")
    let app = try RunningApp(["--record", recording.path, "--no-persist", "--latency", "60000"])
    #expect(app.waitForFrame { $0.contains("Loading") } != nil, "\(app.printed)\(app.printedErrors)")
    app.send(SIGTERM)
    let ending = try #require(app.waitForEnd())
    #expect(ending.reason == .uncaughtSignal)
    #expect(ending.status == SIGTERM)
    let replay = try AppProcess.run(["--replay", recording.path])
    #expect(replay.status == 0, "\(replay.errors)")
  }

  /// The same in a terminal, where the session also owns the screen: the terminal closed
  /// (SIGHUP) a moment after a change.
  @Test func theLastChangeIsSavedWhenTheTerminalCloses() throws {
    let executable = try #require(AppProcess.executable, "Build the swiftrex product first")
    let stateFile = Self.folder().appendingPathComponent("state.json")
    let session = try PseudoTerminalSession(
      executable: executable, arguments: ["--state-file", stateFile.path],
      environment: ["NO_COLOR": "1"], columns: 100, rows: 40)
    #expect(session.waitForScreen(containing: "q quit"))
    session.type(":press Counter\r")
    #expect(session.waitForScreen(containing: "Count: 0"))
    session.type(":press Increment\r:press Increment\r")
    #expect(session.waitForScreen(containing: "Count: 2"))
    kill(session.process.processIdentifier, SIGHUP)
    session.finish()
    #expect(session.process.terminationReason == .uncaughtSignal)
    #expect(session.process.terminationStatus == SIGHUP)
    #expect(session.isCanonical)
    let next = try AppProcess.run(["--state-file", stateFile.path, "--last-frame"], input: "press Counter\n")
    #expect(next.output.contains("Count: 2"), "\(next.output)\(next.errors)")
  }

  @Test func aRecordingThatCannotBeWrittenEndsTheSessionWithAFailure() throws {
    // /dev/full takes the file's creation and refuses every write, as a full disk does.
    let result = try AppProcess.run(
      ["--record", "/dev/full", "--no-persist", "--last-frame"], input: "press Counter\npress Increment\n")
    #expect(result.status == 74, "\(result.errors)")
    #expect(result.errors.contains("cannot write the recording /dev/full"), "\(result.errors)")
  }
}
