import Foundation
import Testing
import TextUITesting

/// The `swiftrex` executable on pseudo-terminals of 60 × 24 and 120 × 40: the Library tab shows
/// its books beside the page pushed on its stack when the columns are there and stacked when
/// not, and a sheet or an alert is a box over the screen, the screen beneath drawn faint.
///
/// With `SWIFTREX_SCREEN_DUMPS` set to a folder, each test writes the screens it checks there as
/// text (`<columns>x<rows>-<what>.txt`), to be read by a person.
@Suite(.serialized) struct ScreenLayoutEndToEndTests {
  /// Starts the app on a terminal `columns` × `rows` large, styled (no `NO_COLOR`), and waits
  /// for `ready`.
  func start(
    columns: Int, rows: Int, arguments: [String] = [], ready: String = "Dune",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PseudoTerminalSession {
    let executable = try #require(AppProcess.executable, "Build the swiftrex product first")
    let session = try PseudoTerminalSession(
      executable: executable, arguments: arguments,
      environment: ["XDG_STATE_HOME": AppProcess.freshStateHome()],
      columns: columns, rows: rows)
    expectScreen(ready, in: session, sourceLocation: sourceLocation)
    expectScreen("q quit", in: session, sourceLocation: sourceLocation)
    return session
  }

  /// Runs `command` through the `:` command line and waits for the screen to show `text` and
  /// no longer show `gone`. A redraw can arrive in pieces; it writes the footer last, so waiting
  /// for the footer's key hints to change (to `Esc close` under a sheet, `Esc back` on a pushed
  /// page) waits for the whole frame.
  func run(
    _ command: String, until text: String, gone: String? = nil, in session: PseudoTerminalSession,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    session.type(":\(command)\r")
    func isDone(_ screen: String) -> Bool {
      screen.contains(text) && !(gone.map(screen.contains) ?? false) && screen.hasSuffix("q quit")
    }
    session.read { _ in isDone(session.screen) }
    #expect(
      isDone(session.screen),
      "the screen never showed \(text.debugDescription), \(gone ?? "") gone:\n\(session.screen)",
      sourceLocation: sourceLocation)
  }

  /// The screen's rows, top to bottom.
  func rows(_ session: PseudoTerminalSession) -> [String] {
    (0..<session.rows).map { session.screenLine($0) }
  }

  /// Writes the screen to `SWIFTREX_SCREEN_DUMPS/<columns>x<rows>-<name>.txt`, when that is set.
  func dump(_ session: PseudoTerminalSession, as name: String) {
    dumpScreen(session, as: name)
  }

  @Test func at120ColumnsTheBooksStandBesideThePageAndABookIsABoxOverThem() throws {
    let session = try start(columns: 120, rows: 40)
    let screen = rows(session)
    // One row holds the tops of both boxes: the books on the left, the page on the right.
    #expect(
      screen.contains { $0.contains("╭─ Books ") && $0.contains("╭─ Page ") },
      "the two boxes are not side by side:\n\(session.screen)")
    #expect(screen.contains { $0.contains("Dune") && $0.contains("page opens here") }, "\(session.screen)")
    #expect(!session.screen.contains("╭─ Library"))

    run("press Dune", until: "Esc close", in: session)
    expectScreen("More by Frank Herbert", in: session)
    let sheet = rows(session)
    // The sheet is a box titled with the book, centred on the screen, which still shows round it.
    let top = try #require(
      sheet.firstIndex { $0.contains("─ Dune ─") && $0.contains("Dismiss") }, "\(session.screen)")
    let left = sheet[top].prefix { $0 == " " }.count
    #expect(abs(left - (120 - sheet[top].count)) <= 1, "the box is not centred:\n\(session.screen)")
    #expect(sheet[top + 1].contains("│ by Frank Herbert"))
    #expect(sheet[0] == "SwiftRex for Linux")
    #expect(sheet.contains { $0.contains("Neuromancer") }, "the books beneath still show:\n\(session.screen)")
    // Beneath the box, the screen is written faint.
    #expect(session.output.contains("\u{1B}[2mSwiftRex for Linux\u{1B}[0m"))
    dump(session, as: "sheet-over-side-by-side")

    run("press More by Frank Herbert", until: "Esc back", gone: "Dismiss", in: session)
    expectScreen("Books by Frank Herbert", in: session)
    let page = rows(session)
    // The author's page stands beside the books, which stay.
    #expect(
      page.contains { $0.contains("The Left Hand of Darkness") && $0.contains("Books by Frank Herbert") },
      "the page is not beside the books:\n\(session.screen)")
    dump(session, as: "author-page-beside-books")
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
  }

  @Test func at60ColumnsThePageTakesTheBooksPlaceAndAnAlertIsABox() throws {
    let session = try start(columns: 60, rows: 24)
    #expect(session.screen.contains("╭─ Library "), "\(session.screen)")
    #expect(!session.screen.contains("╭─ Page"))
    run("press Dune", until: "Esc close", in: session)
    expectScreen("More by Frank Herbert", in: session)
    dump(session, as: "sheet-over-stacked")
    run("press More by Frank Herbert", until: "Esc back", gone: "Dismiss", in: session)
    expectScreen("Books by Frank Herbert", in: session)
    // Narrow, the page replaces the shelf: Neuromancer is not by Frank Herbert.
    #expect(!session.screen.contains("Neuromancer"), "\(session.screen)")
    dump(session, as: "author-page-stacked")
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)

    let failing = try start(
      columns: 60, rows: 24, arguments: ["--catalog", "/nonexistent/catalog.json"], ready: "Esc close")
    let alert = rows(failing)
    let top = try #require(
      alert.firstIndex { $0.contains("─ The catalog could not be read ─") && $0.contains("Dismiss") },
      "the alert's title is not in its box's top edge:\n\(failing.screen)")
    #expect(alert[top...].contains { $0.contains("Retry") && $0.contains("Cancel") })
    #expect(alert.allSatisfy { $0.count <= 60 })
    dump(failing, as: "alert-over-stacked")
    // A click outside the box does nothing; Cancel, clicked where the box draws it, closes it.
    failing.click(column: 1, row: 1)
    let cancel = try #require(alert.firstIndex { $0.contains("Cancel") })
    let column = try #require(alert[cancel].range(of: "Cancel")).lowerBound
    failing.click(
      column: alert[cancel].distance(from: alert[cancel].startIndex, to: column) + 1, row: cancel + 1)
    failing.read { _ in !failing.screen.contains("Dismiss") && failing.screen.hasSuffix("q quit") }
    #expect(!failing.screen.contains("The catalog could not be read"), "\(failing.screen)")
    failing.type("q")
    failing.finish()
    #expect(failing.process.terminationStatus == 0)
  }
}
