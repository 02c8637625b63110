import Testing
import TextUITesting

/// Waits for `session`'s screen to show `text`; a failure shows the screen as it was. Shared by
/// the end-to-end tests that drive the app on a pseudo-terminal.
func expectScreen(
  _ text: String, in session: PseudoTerminalSession, sourceLocation: SourceLocation = #_sourceLocation
) {
  let shown = session.waitForScreen(containing: text)
  #expect(
    shown, "the screen never showed \(text.debugDescription):\n\(session.screen)",
    sourceLocation: sourceLocation)
}
