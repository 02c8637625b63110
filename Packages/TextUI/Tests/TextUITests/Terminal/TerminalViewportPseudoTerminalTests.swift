import Foundation
import Testing
import TextUITesting

@testable import TextUI

/// Scrolls, clicks and resizes the `TextUIDemo` executable showing a list of 200 rows under a
/// pseudo-terminal, reading the screen through a terminal emulator.
///
/// Every wait is for something to appear on screen (bounded only so a broken build cannot hang
/// the suite); no assertion depends on timing.
@Suite(.serialized) struct TerminalViewportPseudoTerminalTests {
  typealias Session = PseudoTerminalSession

  func start(columns: Int = 60, rows: Int = 16) throws -> Session {
    let executable = try #require(
      TerminalDriverPseudoTerminalTests.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(
      executable: executable, arguments: ["--rows", "200"], environment: ["NO_COLOR": "1"], columns: columns,
      rows: rows)
    wait(for: "q quit", in: session)
    return session
  }

  func wait(for text: String, in session: Session, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      session.waitForScreen(containing: text),
      "the screen never showed \(text.debugDescription):\n\(session.screen)", sourceLocation: sourceLocation)
  }

  /// The screen row (from 1) showing `text`, if one does.
  func row(showing text: String, in session: Session) -> Int? {
    session.screen.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.hasSuffix(text) }.map { $0 + 1 }
  }

  @Test func pageDownTheWheelAndTabScrollTheListAndTheTerminalIsGivenBack() throws {
    let session = try start()
    #expect(session.output.hasPrefix(TerminalScreen.enterSequence))
    #expect(session.screen.contains("No row pressed"))
    #expect(!session.screen.contains("Row 40"))
    #expect(session.screenLine(14).hasPrefix("↓ lines 1–14 of "))
    for _ in 0..<4 { session.type("\u{1B}[6~") }  // PageDown ×4: 13 lines each
    wait(for: "↑↓ lines 53–66 of ", in: session)
    #expect(session.screen.contains("Row 45"))
    #expect(!session.screen.contains("No row pressed"))
    session.wheel(down: true)
    wait(for: "↑↓ lines 56–69 of ", in: session)
    session.wheel(down: false)
    session.wheel(down: false)
    wait(for: "↑↓ lines 50–63 of ", in: session)
    // Tab puts the focus in sight, and the viewport follows it down as it moves.
    session.type("\t")
    wait(for: " ◂", in: session)
    let focused = session.screen.split(separator: "\n").first { $0.hasSuffix(" ◂") }
    let first = try #require(
      focused.flatMap { Int($0.split(separator: " ").dropFirst(2).first ?? "") }, "\(session.screen)")
    session.type(String(repeating: "\t", count: 20))
    wait(for: "Row \(first + 20) ◂", in: session)
    #expect(session.screenLine(13).hasSuffix("Row \(first + 20) ◂"))
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
    // Mouse reporting, paste mode and the alternate screen are all switched off at the end.
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(TerminalScreen.restoreSequence.contains("\u{1B}[?1000l"))
    #expect(session.isCanonical)
  }

  @Test func aClickPressesTheRowUnderItAndFocusesIt() throws {
    let session = try start()
    for _ in 0..<3 { session.wheel(down: true) }
    wait(for: "lines 10–23 of ", in: session)
    let target = try #require(row(showing: "Row 7", in: session))
    session.click(column: 3, row: target)
    wait(for: "Row 7 ◂", in: session)
    // What the press did is above, out of sight: the wheel brings it back.
    for _ in 0..<3 { session.wheel(down: false) }
    wait(for: "Pressed row 7", in: session)
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
  }

  @Test func aResizeReflowsTheScreenToTheNewSize() throws {
    let session = try start(columns: 60, rows: 16)
    session.resize(columns: 30, rows: 10)
    wait(for: "lines 1–8 of ", in: session)
    #expect(session.screenLine(9).hasSuffix("quit"))
    let lines = session.screen.split(separator: "\n")
    #expect(lines.count <= 10)
    #expect(lines.allSatisfy { $0.count <= 30 })
    session.resize(columns: 80, rows: 30)
    wait(for: "lines 1–28 of ", in: session)
    #expect(session.screenLine(29).hasSuffix("quit"))
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
  }
}
