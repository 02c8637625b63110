import Foundation
import Testing
import TextUITesting

@testable import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the `TextUIDemo` executable under a pseudo-terminal and checks what reaches the screen.
@Suite(.serialized) struct TerminalDriverPseudoTerminalTests {
  typealias Session = PseudoTerminalSession

  /// The demo built next to the test bundle (any scratch path), or in the package's `.build`.
  static func demoExecutable() -> URL? {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return PseudoTerminalSession.builtExecutable(named: "TextUIDemo", package: package)
  }

  /// The end of the footer of key hints, drawn last on every frame of a keyboard session.
  static let prompt = "q quit"

  @Test func quittingLeavesTheAlternateScreenAndShowsTheCursor() throws {
    let executable = try #require(Self.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(executable: executable)
    session.read { $0.contains(Self.prompt) }
    #expect(session.output.hasPrefix(TerminalScreen.enterSequence))
    #expect(session.output.contains("Name: [Ada]"))
    session.type("q")
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationReason == .exit)
    #expect(session.process.terminationStatus == 0)
  }

  @Test func interruptingRestoresTheScreenToo() throws {
    let executable = try #require(Self.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(executable: executable)
    session.read { $0.contains(Self.prompt) }
    session.process.interrupt()
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationReason == .uncaughtSignal)
    #expect(session.process.terminationStatus == SIGINT)
  }

  @Test func terminatingRestoresTheScreen() throws {
    let executable = try #require(Self.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(executable: executable)
    session.read { $0.contains(Self.prompt) }
    session.process.terminate()
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationStatus == SIGTERM)
  }

  /// Every signal whose default action ends a process: the usual ones, the user's, the timers',
  /// the resource limits' and a real-time one.
  static let endingSignals: [Int32] =
    [SIGQUIT, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPWR]
    + TerminalDriver.realTimeSignals.prefix(1)

  @Test(arguments: endingSignals)
  func everyEndingSignalRestoresTheScreenAndEndsTheApp(signalNumber: Int32) throws {
    let executable = try #require(Self.demoExecutable(), "Build the TextUIDemo product first")
    PseudoTerminalSession.disableCoreDumps()
    let session = try Session(executable: executable)
    session.read { $0.contains(Self.prompt) }
    kill(session.process.processIdentifier, signalNumber)
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    // Ended by the signal itself (not by the suite's SIGKILL after a hang).
    #expect(session.process.terminationReason == .uncaughtSignal)
    #expect(session.process.terminationStatus == signalNumber)
  }

  /// Under `setsid` the app leads a session of its own: its process group is orphaned, and the
  /// kernel would discard the stop. Ctrl-Z must leave it raw and on its screen, saying why.
  @Test func controlZWithoutJobControlKeepsTheScreenAndSaysWhy() throws {
    let executable = try #require(Self.demoExecutable(), "Build the TextUIDemo product first")
    let setsid = URL(fileURLWithPath: "/usr/bin/setsid")
    try #require(FileManager.default.isExecutableFile(atPath: setsid.path), "setsid (util-linux) is needed")
    let session = try Session(executable: setsid, arguments: ["--wait", executable.path], columns: 120)
    session.read { $0.contains(Self.prompt) }
    session.type("\u{1A}")
    #expect(session.waitForScreen(containing: "Ctrl-Z cannot suspend here"))
    #expect(!session.isCanonical)
    session.type("q")
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationStatus == 0)
  }

  @Test func suspendingRestoresTheScreenAndResumingRedrawsIt() throws {
    let executable = try #require(Self.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(executable: executable)
    session.read { $0.contains(Self.prompt) }
    let pid = session.process.processIdentifier
    kill(pid, SIGTSTP)
    session.read { $0.hasSuffix(TerminalScreen.restoreSequence) }
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    // SIGCONT is what `fg` sends to a stopped process: wait for the stop, as a shell would.
    PseudoTerminalSession.waitUntilStopped(pid)
    let suspendedAt = session.output.utf8.count
    func sinceSuspended(_ output: String) -> String {
      String(decoding: output.utf8.dropFirst(suspendedAt), as: UTF8.self)
    }
    kill(pid, SIGCONT)
    // Back on the alternate screen with the whole frame drawn again.
    session.read { output in
      let resumed = sinceSuspended(output)
      return resumed.contains(TerminalScreen.enterSequence) && resumed.contains(Self.prompt)
    }
    let resumed = sinceSuspended(session.output)
    #expect(resumed.hasPrefix(TerminalScreen.enterSequence))
    #expect(resumed.contains("Name: [Ada]"))
    #expect(resumed.contains(Self.prompt))
    // Still running and responsive: it quits normally and restores the screen once more.
    session.type("q")
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationReason == .exit)
    #expect(session.process.terminationStatus == 0)
  }

  /// A paste whose end marker never comes must not swallow the way out.
  @Test(arguments: ["\u{03}", "\u{1C}"])
  func quittingKeysStillQuitInsideAPasteThatNeverEnds(key: String) throws {
    let executable = try #require(Self.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(executable: executable)
    session.read { $0.contains(Self.prompt) }
    session.type("\u{1B}[200~pasted text, no end marker")
    session.type(key)
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationReason == .exit)
    #expect(session.process.terminationStatus == 0)
  }
}
