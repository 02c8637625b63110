import Foundation
import Testing
import TextUITesting

/// The `swiftrex` executable on a pseudo-terminal, driven by keys as a user drives it: the
/// focus moved with Tab, controls pressed with Enter, a field typed into, a sheet closed with
/// Esc, a stack popped with Esc, Ctrl-C to leave. `NO_COLOR` makes the focus visible in the
/// text (` ◂` after the focused control), so the screen tells where it is.
@Suite(.serialized) struct KeyboardEndToEndTests {
  static let footerEnd = "q quit"

  /// Starts the app and waits until the screen shows `ready` (by default the shelf: the
  /// catalog arrives asynchronously, and later frames must not be its).
  func start(arguments: [String] = [], ready: String = "Dune") throws -> PseudoTerminalSession {
    let executable = try #require(AppProcess.executable, "Build the swiftrex product first")
    let session = try PseudoTerminalSession(
      executable: executable, arguments: arguments,
      environment: ["NO_COLOR": "1", "XDG_STATE_HOME": AppProcess.freshStateHome()],
      columns: 100, rows: 40)
    #expect(session.waitForScreen(containing: Self.footerEnd))
    expectScreen(ready, in: session)
    return session
  }

  /// Presses Tab until `focused` (a control's text followed by the focus marker) is on screen,
  /// at most `limit` times.
  @discardableResult
  func tab(to focused: String, in session: PseudoTerminalSession, limit: Int = 40) -> Bool {
    for _ in 0..<limit {
      readWholeFrame(in: session)
      if session.screen.contains(focused) { return true }
      pressTab(in: session)
    }
    return session.screen.contains(focused)
  }

  /// Presses Tab and waits for the frame it draws: the one where the focus marker has moved. (A
  /// frame can also come from an effect, not a key, and a read can end mid-frame — a redraw
  /// rewrites the row losing the marker and the row gaining it separately: neither passes for
  /// the Tab's, since only a whole frame shows exactly one marker.)
  func pressTab(in session: PseudoTerminalSession) {
    readWholeFrame(in: session)
    let before = Self.focusedLines(session.screen)
    session.type("\t")
    session.read { _ in
      let screen = session.screen
      return Self.isWhole(screen) && Self.focusedLines(screen) != before
    }
  }

  /// The lines with the focus marker on them.
  static func focusedLines(_ screen: String) -> [Substring] {
    screen.split(separator: "\n").filter { $0.contains("◂") }
  }

  /// Reads until the last frame has arrived whole: a read can end in the middle of one.
  func readWholeFrame(in session: PseudoTerminalSession) {
    session.read { _ in Self.isWhole(session.screen) }
  }

  /// A frame ends with its footer, and every footer ends with how to quit; and once the focus
  /// is in use, a whole frame marks exactly one control.
  static func isWhole(_ screen: String) -> Bool {
    screen.hasSuffix("quit") && focusedLines(screen).count <= 1
  }

  @Test func tabToIncrementEnterTwiceTypeInAFieldEscOutOfASheetAndControlC() throws {
    let session = try start()
    #expect(tab(to: "Counter ◂", in: session))
    session.type("\r")
    expectScreen("Count: 0", in: session)
    #expect(tab(to: "Increment ◂", in: session))
    #expect(session.screen.contains("Enter/Space press"))
    session.type("\r")
    expectScreen("Count: 1", in: session)
    session.type("\r")
    expectScreen("Count: 2", in: session)

    #expect(tab(to: "Hero ◂", in: session))
    session.type("\r")
    expectScreen("Open the hero", in: session)
    #expect(tab(to: "Open the hero ◂", in: session))
    session.type("\r")
    expectScreen("Esc close", in: session)
    // In the sheet: Tab to its first field and type, multi-byte text included.
    for _ in 0..<10 where !session.screen.contains("type to edit") { pressTab(in: session) }
    #expect(session.screen.contains("type to edit"))
    session.type("\u{15}Zoë 漢")
    expectScreen("[Zoë 漢|] ◂", in: session)
    // Esc out of the sheet: it closes, and the focus is back on what opened it.
    session.type("\u{1B}")
    expectScreen("Open the hero ◂", in: session)
    #expect(!session.screen.contains("Esc close"))

    session.type("\u{3}")
    session.finish()
    #expect(session.process.terminationReason == .exit)
    #expect(session.process.terminationStatus == 0)
    #expect(session.isCanonical)
  }

  @Test func escPopsTheLibraryStackAndQQuits() throws {
    let session = try start()
    #expect(tab(to: "Dune ◂", in: session))
    session.type("\r")
    expectScreen("More by", in: session)
    #expect(session.screen.contains("Esc close"))
    #expect(tab(to: "More by Frank Herbert ◂", in: session))
    session.type(" ")
    expectScreen("Books by", in: session)
    #expect(session.screen.contains("Esc back"))
    session.type("\u{1B}")
    session.read { _ in !session.screen.contains("Books by") }
    #expect(!session.screen.contains("Books by"))
    #expect(session.screen.contains("Dune"))
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
    #expect(session.isCanonical)
  }

  @Test func aConfirmationDialogIsAnsweredWithKeys() throws {
    let session = try start()
    #expect(tab(to: "Counters ◂", in: session))
    session.type("\r")
    expectScreen("Add a counter", in: session)
    #expect(tab(to: "Add a counter ◂", in: session))
    session.type("\r")
    expectScreen("Counter #1", in: session)
    #expect(tab(to: "Remove counter #1 ◂", in: session))
    session.type("\r")
    expectScreen("Remove counter #1?", in: session)
    // The dialog takes the focus (its Dismiss first); Tab reaches its buttons.
    #expect(tab(to: "Remove (!) ◂", in: session))
    session.type("\r")
    expectScreen("No counters yet.", in: session)
    #expect(!session.screen.contains("Remove counter #1?"))
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
  }

  @Test func escClosesTheCatalogAlert() throws {
    let session = try start(arguments: ["--catalog", "/nonexistent/catalog.json"], ready: "Cancel")
    #expect(session.screen.contains("Esc close"))
    session.type("\u{1B}")
    session.read { _ in !session.screen.contains("Cancel") && session.screen.hasSuffix(Self.footerEnd) }
    #expect(!session.screen.contains("The catalog could not be read"))
    // The failure stays on the shelf, with its own Retry reachable by keys.
    #expect(tab(to: "Retry ◂", in: session))
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
  }

  @Test func theCommandLineStillTakesTypedCommandsWithTheirHandles() throws {
    let session = try start()
    session.type(":press Counter\r")
    expectScreen("Count: 0", in: session)
    session.type(":press Increment\r")
    expectScreen("Count: 1", in: session)
    session.type(":press 999\r")
    expectScreen("There is no control [999] on screen.", in: session)
    session.type(":quit\r")
    session.finish()
    #expect(session.process.terminationStatus == 0)
  }
}
