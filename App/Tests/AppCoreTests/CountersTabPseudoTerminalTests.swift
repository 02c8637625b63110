import Foundation
import Testing
import TextUITesting

/// The Counters tab and the counters' shared step on a real terminal: the step set with the
/// Counter tab's stepper is the step the Counters tab shows and moves by, and again after the
/// app quits and starts over; the table's rows are selected and its columns sorted with the
/// mouse. `NO_COLOR` shows the focus as ` ◂`.
///
/// With `SWIFTREX_SCREEN_DUMPS` set to a folder, the screens checked are written there.
@Suite(.serialized) struct CountersTabPseudoTerminalTests {
  private let keys = KeyboardEndToEndTests()

  /// Starts the app keeping its state in `home`, and waits for the shelf.
  private func start(home: String) throws -> PseudoTerminalSession {
    let executable = try #require(AppProcess.executable, "Build the swiftrex product first")
    let session = try PseudoTerminalSession(
      executable: executable, environment: ["NO_COLOR": "1", "XDG_STATE_HOME": home], columns: 100, rows: 40)
    expectScreen(KeyboardEndToEndTests.footerEnd, in: session)
    expectScreen("Dune", in: session)
    return session
  }

  /// Tabs to the control `label` and presses Enter, then waits for `shown`.
  private func press(
    _ label: String, until shown: String, in session: PseudoTerminalSession,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(keys.tab(to: "\(label) ◂", in: session), "never focused \(label)", sourceLocation: sourceLocation)
    session.type("\r")
    expectScreen(shown, in: session, sourceLocation: sourceLocation)
  }

  /// Clicks the first cell on screen showing `text`, and waits for `shown`.
  private func click(
    _ text: String, until shown: String, in session: PseudoTerminalSession,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    keys.readWholeFrame(in: session)
    let place = (0..<session.rows).lazy.compactMap { row -> (Int, Int)? in
      let line = session.screenLine(row)
      return line.range(of: text).map {
        (line.distance(from: line.startIndex, to: $0.lowerBound) + 1, row + 1)
      }
    }.first
    let (column, row) = try #require(
      place, "no \(text) on screen:\n\(session.screen)", sourceLocation: sourceLocation)
    session.click(column: column, row: row)
    expectScreen(shown, in: session, sourceLocation: sourceLocation)
  }

  @Test func aStepSetOnOneTabIsTheOthersAndOutlivesTheApp() throws {
    let home = AppProcess.freshStateHome()
    let session = try start(home: home)
    press("Counter", until: "Count: 0", in: session)
    press("+", until: "Step: 2", in: session)
    session.type("\r")
    expectScreen("Step: 3", in: session)
    press("Increment", until: "Count: 3", in: session)
    dumpScreen(session, as: "step-on-the-counter-tab")

    // The Counters tab: an added counter is selected, and moves by the same step.
    press("Counters", until: "Add a counter", in: session)
    press("Add a counter", until: "› Counter #1", in: session)
    #expect(session.screen.contains("Step: 3"))
    press("Increment", until: "Count: 3", in: session)
    press("Add a counter", until: "› Counter #2", in: session)
    press("Decrement", until: "Count: -3", in: session)
    // A step changed here is the Counter tab's too.
    press("-", until: "Step: 2", in: session)
    dumpScreen(session, as: "step-on-the-counters-tab")
    press("Counter", until: "Count: 3", in: session)
    expectScreen("Step: 2", in: session)
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)

    // Started again, the step is the one left, on both tabs.
    let again = try start(home: home)
    press("Counter", until: "Step: 2", in: again)
    press("Counters", until: "Counter #2", in: again)
    try click("Counter #1", until: "Step: 2", in: again)
    #expect(again.screen.contains("› Counter #1"))
    dumpScreen(again, as: "step-after-a-restart")
    again.type("q")
    again.finish()
    #expect(again.process.terminationStatus == 0)
  }

  @Test func theTableSelectsAndSortsWithTheMouse() throws {
    let session = try start(home: AppProcess.freshStateHome())
    press("Counters", until: "Add a counter", in: session)
    press("Add a counter", until: "› Counter #1", in: session)
    press("Increment", until: "Count: 1", in: session)
    press("Add a counter", until: "› Counter #2", in: session)
    press("Decrement", until: "Count: -1", in: session)
    // A click on a row selects it: its view shows below the table.
    try click("Counter #1 ", until: "› Counter #1", in: session)
    expectScreen("Count: 1", in: session)
    // A click on a column's title sorts by it, up, then down.
    try click("Count ", until: "Count ▲", in: session)
    let ascending = tableRows(session)
    #expect(ascending.first?.contains("Counter #2") == true, "\(session.screen)")
    try click("Count ▲", until: "Count ▼", in: session)
    #expect(tableRows(session).first?.contains("Counter #1") == true, "\(session.screen)")
    dumpScreen(session, as: "table-sorted-by-count")
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
  }

  /// The table's rows on screen, top to bottom.
  private func tableRows(_ session: PseudoTerminalSession) -> [String] {
    keys.readWholeFrame(in: session)
    return counterTableRows(in: session.screen)
  }
}
