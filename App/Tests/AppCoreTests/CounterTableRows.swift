import Foundation

/// The lines of the Counters tab's table in `text` (a frame, or a screen), one per counter in the
/// order shown: a handle, the selection mark or a blank, then the counter's name. Shared by the
/// tests that read the table from a renderer, a piped run and a pseudo-terminal.
func counterTableRows(in text: String) -> [String] {
  text.split(separator: "\n").map(String.init).filter {
    $0.range(of: #"\[[0-9]+\] [ ›] Counter #[0-9]"#, options: .regularExpression) != nil
  }
}
