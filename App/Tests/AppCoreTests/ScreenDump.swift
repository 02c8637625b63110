import Foundation
import TextUITesting

/// Writes `session`'s screen to `SWIFTREX_SCREEN_DUMPS/<columns>x<rows>-<name>.txt` when that
/// variable names a folder, for a person to read (a transcript of what a test saw); does nothing
/// otherwise. Shared by the end-to-end tests that drive the app on a pseudo-terminal.
func dumpScreen(_ session: PseudoTerminalSession, as name: String) {
  guard let folder = ProcessInfo.processInfo.environment["SWIFTREX_SCREEN_DUMPS"] else { return }
  let url = URL(fileURLWithPath: folder).appendingPathComponent(
    "\(session.columns)x\(session.rows)-\(name).txt")
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let rows = (0..<session.rows).map { session.screenLine($0) }
  try? Data((rows.joined(separator: "\n") + "\n").utf8).write(to: url)
}
