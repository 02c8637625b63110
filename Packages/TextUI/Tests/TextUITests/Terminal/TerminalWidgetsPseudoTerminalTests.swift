import Foundation
import Testing
import TextUITesting

@testable import TextUI

/// Drives the `TextUIDemo --widgets` screen (a stepper over 1...3, a three-row text editor, a
/// progress bar and a spinner) by real keys and mouse clicks under a pseudo-terminal.
///
/// Every wait is for something to appear on screen (bounded only so a broken build cannot hang
/// the suite); no assertion depends on timing.
@Suite(.serialized) struct TerminalWidgetsPseudoTerminalTests {
  typealias Session = PseudoTerminalSession

  func start() throws -> Session {
    let executable = try #require(
      TerminalDriverPseudoTerminalTests.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(
      executable: executable, arguments: ["--widgets"], environment: ["NO_COLOR": "1"], columns: 50, rows: 16)
    TerminalKeyboardPseudoTerminalTests.wait(for: TerminalDriverPseudoTerminalTests.prompt, in: session)
    return session
  }

  /// The row and column (both from 1) where `text` starts on the screen.
  func position(of text: String, in session: Session) -> (column: Int, row: Int)? {
    for row in 0..<session.rows {
      let line = session.screenLine(row)
      guard let range = line.range(of: text) else { continue }
      return (DisplayWidth.of(line[..<range.lowerBound]) + 1, row + 1)
    }
    return nil
  }

  @Test func theStepperStepsByKeysAndClicksAndStopsAtItsBounds() throws {
    let session = try start()
    TerminalKeyboardPseudoTerminalTests.wait(for: "Copies: 1 [1] - [2] +", in: session)
    // Tab to `-`, Tab to `+`, then Enter and Space: 1 → 3, and a third press stays at 3.
    session.type("\t\t")
    TerminalKeyboardPseudoTerminalTests.wait(for: "Enter/Space press", in: session)
    session.type("\r")
    TerminalKeyboardPseudoTerminalTests.wait(for: "Copies: 2", in: session)
    session.type(" ")
    TerminalKeyboardPseudoTerminalTests.wait(for: "Copies: 3", in: session)
    session.type("\r")
    TerminalKeyboardPseudoTerminalTests.wait(for: "[##########] 100% Copied", in: session)
    #expect(session.screen.contains("Copies: 3"))
    // A click on `-` steps down.
    let minus = try #require(position(of: "[1] -", in: session))
    session.click(column: minus.column + 4, row: minus.row)
    TerminalKeyboardPseudoTerminalTests.wait(for: "Copies: 2", in: session)
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
  }

  @Test func theTextEditorTakesLinesByKeysAndAClickFocusesIt() throws {
    let session = try start()
    let editor = try #require(position(of: "[3] │", in: session))
    session.click(column: editor.column + 1, row: editor.row)
    TerminalKeyboardPseudoTerminalTests.wait(for: "Enter new line", in: session)
    // `q` is text here; Enter starts a new line; a wide character takes two columns.
    session.type("quiet")
    session.type("\r")
    session.type("漢字")
    TerminalKeyboardPseudoTerminalTests.wait(for: "Note: quiet / 漢字", in: session)
    // ↑ goes back up to the same column (漢字 is four wide: after "quie"), Backspace erases there.
    session.type("\u{1B}[A")
    session.type("\u{7F}")
    TerminalKeyboardPseudoTerminalTests.wait(for: "Note: quit / 漢字", in: session)
    session.type("\r\r\r")
    // Five lines in three rows: the editor scrolls to its cursor and shows rows above.
    TerminalKeyboardPseudoTerminalTests.wait(for: "↑", in: session)
    #expect(session.process.isRunning)
    session.type("\u{1B}")
    TerminalKeyboardPseudoTerminalTests.wait(for: "q quit", in: session)
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
  }
}
