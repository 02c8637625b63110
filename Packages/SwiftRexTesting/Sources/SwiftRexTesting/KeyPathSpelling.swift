import Foundation

/// Reads a key path literal as the test wrote it, from the test's source file, so that failure
/// messages name `\.path[id: 0].detail.saved` rather than what the runtime prints for a key path
/// through computed properties (`<computed 0x…>`, on Linux).
///
/// Only failure messages read it, once each; when the file cannot be read or holds no key path
/// after the call's location, callers fall back to a description built from the types.
enum KeyPathSpelling {
  /// The first key path literal (`\…`) at or after `line` and `column` (both 1-based) of the file
  /// at `filePath`, or `nil`.
  static func literal(filePath: String, line: Int, column: Int) -> String? {
    guard let text = try? String(contentsOfFile: filePath, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    let rest = lines[(line - 1)...].joined(separator: "\n")
    let start =
      rest.index(rest.startIndex, offsetBy: max(0, column - 1), limitedBy: rest.endIndex) ?? rest.endIndex
    return literal(in: rest[start...])
  }

  /// The first key path literal in `text`: from its backslash up to the first comma, closing
  /// parenthesis, brace or whitespace that is not inside its brackets.
  static func literal(in text: Substring) -> String? {
    guard let backslash = text.firstIndex(of: "\\") else { return nil }
    var depth = 0
    var end = text.index(after: backslash)
    while end < text.endIndex {
      let character = text[end]
      if character == "[" || character == "(" {
        depth += 1
      } else if character == "]" || (character == ")" && depth > 0) {
        depth -= 1
      } else if depth == 0, character == "," || character == ")" || character == "{" || character.isWhitespace
      {
        break
      }
      end = text.index(after: end)
    }
    let literal = text[backslash..<end]
    return literal.count > 1 ? String(literal) : nil
  }
}
