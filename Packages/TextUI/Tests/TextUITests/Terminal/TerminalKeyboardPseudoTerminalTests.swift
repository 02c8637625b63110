import Foundation
import Testing
import TextUITesting

@testable import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Types real key sequences into the `TextUIDemo` executable under a pseudo-terminal.
///
/// Every wait is for something to appear on screen (bounded only so a broken build cannot hang
/// the suite); no assertion depends on timing.
@Suite(.serialized) struct TerminalKeyboardPseudoTerminalTests {
  typealias Session = PseudoTerminalSession
  static let ready = TerminalDriverPseudoTerminalTests.prompt

  /// Reads until the screen holds `text`; records a failure showing the screen if it never does.
  static func wait(for text: String, in session: Session, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      session.waitForScreen(containing: text),
      "the screen never showed \(text.debugDescription):\n\(session.screen)", sourceLocation: sourceLocation)
  }

  func start() throws -> Session {
    let executable = try #require(
      TerminalDriverPseudoTerminalTests.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(executable: executable)
    Self.wait(for: Self.ready, in: session)
    return session
  }

  @Test func tabFocusesAFieldAndTypingEditsItInPlace() throws {
    let session = try start()
    #expect(!session.isCanonical)
    session.type("\t")
    Self.wait(for: "type to edit", in: session)
    // Multi-byte text, then an arrow whose escape sequence comes in two writes.
    session.type("ë漢")
    session.type("\u{1B}[")
    session.type("D")
    session.type("\u{7F}")
    Self.wait(for: "Name: [Ada漢]", in: session)
    // Backspace erased what stood before the cursor (ë), after ← moved it back over 漢.
    session.type("!")
    Self.wait(for: "Name: [Ada!漢]", in: session)
    #expect(session.screen.contains("Name: [Ada!漢]"))
    session.type("\u{1B}")
    Self.wait(for: "q quit", in: session)
    session.type("q")
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationStatus == 0)
    #expect(session.isCanonical)
  }

  @Test func aPasteGoesIntoTheFieldEvenAQAndANewline() throws {
    let session = try start()
    session.type("\t")
    Self.wait(for: "type to edit", in: session)
    session.type("\u{1B}[200~q\nx\u{1B}[201~")
    // The cursor stands after the text, a blank cell.
    Self.wait(for: "Name: [Adaq x ]", in: session)
    #expect(session.process.isRunning)
    session.type("\u{3}")
    session.finish()
    #expect(session.process.terminationStatus == 0)
  }

  @Test func enterPressesAndEscClosesTheSheet() throws {
    let session = try start()
    // Name, Password, Newsletter, Show summary.
    session.type("\t\t\t")
    Self.wait(for: "Enter/Space flip", in: session)
    session.type(" ")
    Self.wait(for: "[x] Newsletter", in: session)
    session.type("\t\r")
    Self.wait(for: "newsletter on", in: session)
    #expect(session.screen.contains("Esc close"))
    // A lone Esc: recognised once no more bytes follow it.
    session.type("\u{1B}")
    session.read { output in
      let screen = PseudoTerminalSession.screen(of: output)
      return !screen.contains("newsletter on") && screen.contains(Self.ready)
    }
    #expect(!session.screen.contains("Summary"))
    #expect(session.screen.contains(Self.ready))
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
  }

  @Test(arguments: ["\u{3}", "\u{1C}"])
  func controlCAndControlBackslashQuitCleanly(key: String) throws {
    let session = try start()
    session.type(key)
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationReason == .exit)
    #expect(session.process.terminationStatus == 0)
    #expect(session.isCanonical)
  }

  @Test func colonRunsATypedCommand() throws {
    let session = try start()
    session.type(":type 1 Grace")
    Self.wait(for: ":type 1 Grace", in: session)
    session.type("\r")
    Self.wait(for: "Name: [Grace]", in: session)
    session.type(":zap\r")
    Self.wait(for: "Unknown command `zap`", in: session)
    session.type(":q\r")
    session.finish()
    #expect(session.process.terminationStatus == 0)
  }

  @Test func controlZSuspendsWithTheTerminalRestoredAndFgRedraws() throws {
    let session = try start()
    let pid = session.process.processIdentifier
    session.type("\u{1A}")
    session.read { $0.hasSuffix(TerminalScreen.restoreSequence) }
    PseudoTerminalSession.waitUntilStopped(pid)
    #expect(session.isCanonical)
    let suspendedAt = session.output.utf8.count
    kill(pid, SIGCONT)
    session.read { output in
      let resumed = String(decoding: output.utf8.dropFirst(suspendedAt), as: UTF8.self)
      return resumed.contains(TerminalScreen.enterSequence)
        && PseudoTerminalSession.screen(of: resumed).contains(Self.ready)
    }
    #expect(!session.isCanonical)
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
    #expect(session.isCanonical)
  }

  @Test(arguments: [SIGSEGV, SIGABRT])
  func aCrashRestoresTheTerminal(signalNumber: Int32) throws {
    PseudoTerminalSession.disableCoreDumps()
    let session = try start()
    #expect(!session.isCanonical)
    kill(session.process.processIdentifier, signalNumber)
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationReason == .uncaughtSignal)
    #expect(session.process.terminationStatus == signalNumber)
    #expect(session.isCanonical)
  }
}
