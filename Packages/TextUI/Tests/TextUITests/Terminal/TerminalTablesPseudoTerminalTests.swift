import Foundation
import Testing
import TextUITesting

@testable import TextUI

/// Drives the `TextUIDemo --tables` screen (a segmented picker, a menu, a sortable and
/// selectable table) with real keys and mouse clicks under a pseudo-terminal.
///
/// Every wait is for something to appear on screen (bounded only so a broken build cannot hang
/// the suite); no assertion depends on timing.
@Suite(.serialized) struct TerminalTablesPseudoTerminalTests {
  typealias Session = PseudoTerminalSession

  func start() throws -> Session {
    let executable = try #require(
      TerminalDriverPseudoTerminalTests.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(
      executable: executable, arguments: ["--tables"], environment: ["NO_COLOR": "1"], columns: 60, rows: 16)
    wait(for: "q quit", in: session)
    return session
  }

  func wait(for text: String, in session: Session, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      session.waitForScreen(containing: text),
      "the screen never showed \(text.debugDescription):\n\(session.screen)", sourceLocation: sourceLocation)
  }

  /// Where `text` is on the screen: its row and first column, both from 1 as a mouse reports them.
  func position(of text: String, in session: Session) throws -> (column: Int, row: Int) {
    let lines = session.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(lines.firstIndex { $0.contains(text) }, "no \(text) on\n\(session.screen)")
    let line = lines[row]
    let range = try #require(line.range(of: text))
    return (line.distance(from: line.startIndex, to: range.lowerBound) + 1, row + 1)
  }

  func quit(_ session: Session) {
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
    #expect(session.isCanonical)
  }

  @Test func arrowKeysMoveThroughTheTableRowsAndEnterSelectsOne() throws {
    let session = try start()
    // Fiction, Science, Actions, the Title and Year titles, then the rows.
    session.type(String(repeating: "\t", count: 5))
    wait(for: "Year ◂", in: session)
    session.type("\u{1B}[B")  // ↓
    wait(for: "Dune         1965 ◂", in: session)
    session.type("\u{1B}[B")
    wait(for: "Neuromancer  1984 ◂", in: session)
    session.type("\r")
    wait(for: "Selected: 2", in: session)
    wait(for: "› Neuromancer", in: session)
    quit(session)
  }

  @Test func aClickSelectsTheRowAndAClickOnATitleSortsByIt() throws {
    let session = try start()
    let row = try position(of: "Foundation", in: session)
    session.click(column: row.column, row: row.row)
    wait(for: "Selected: 3", in: session)
    let title = try position(of: "Year", in: session)
    session.click(column: title.column, row: title.row)
    wait(for: "Year ▲", in: session)
    // Sorted by year: Foundation (1951) comes first, right under the rule.
    let first = try position(of: "Foundation", in: session)
    #expect(first.row == title.row + 2, "\(session.screen)")
    session.click(column: title.column, row: title.row)
    wait(for: "Year ▼", in: session)
    let last = try position(of: "Foundation", in: session)
    #expect(last.row == title.row + 4, "\(session.screen)")
    quit(session)
  }

  @Test func thePickerIsPickedByClickAndByKeys() throws {
    let session = try start()
    let science = try position(of: "Science", in: session)
    session.click(column: science.column, row: science.row)
    wait(for: "Shelf: science", in: session)
    wait(for: "‹Science›", in: session)
    // The click left the focus on Science: ↑ moves it back to Fiction.
    session.type("\u{1B}[A")
    wait(for: "Fiction ◂", in: session)
    session.type(" ")
    wait(for: "Shelf: fiction", in: session)
    quit(session)
  }

  @Test func theMenuOpensRunsAnItemAndCloses() throws {
    let session = try start()
    session.type("\t\t\t")
    wait(for: "Actions ◂ ▾", in: session)
    session.type("\r")
    wait(for: "Archive", in: session)
    session.type("\t\r")
    wait(for: "Action: archive", in: session)
    wait(for: "Actions ▾", in: session)
    #expect(!session.screen.contains("Archive"))
    quit(session)
  }
}
