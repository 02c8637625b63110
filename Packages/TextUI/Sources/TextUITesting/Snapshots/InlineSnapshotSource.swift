/// Finds an `assertInlineSnapshot` call in a Swift source file and writes a snapshot into its
/// trailing closure, the way a user would type it: a multi-line string literal indented one step
/// past the call.
///
/// It reads just enough Swift to be safe — string literals (plain, multi-line and raw) and
/// comments are skipped, so a parenthesis or brace inside one is not mistaken for code — and
/// gives up (returns nil) on anything it does not recognise rather than guess.
struct InlineSnapshotSource {
  /// The file's text, as UTF-8 bytes: every character the scanner looks for is ASCII.
  private(set) var bytes: [UInt8]

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The file's text.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Replaces the trailing closure of the `functionName` call that starts on `line` (1-based)
  /// with one returning `snapshot`, or adds one after the call's arguments. Returns how many
  /// lines the file grew by (negative when it shrank), or nil when no such call was found.
  mutating func record(snapshot: String, functionName: String, line: Int) -> Int? {
    guard let lineStart = offset(ofLine: line),
      let name = find(Array(functionName.utf8), from: lineStart),
      let open = nextCode(from: name + functionName.utf8.count), bytes[open] == UInt8(ascii: "("),
      let close = matching(from: open, open: "(", close: ")")
    else { return nil }
    let indent = indentation(ofLineAt: lineStart)
    let closure = Array(Self.closure(returning: snapshot, indent: indent).utf8)
    let replaced: Range<Int>
    if let brace = nextCode(from: close + 1), bytes[brace] == UInt8(ascii: "{"),
      let end = matching(from: brace, open: "{", close: "}")
    {
      replaced = brace..<(end + 1)
    } else {
      replaced = (close + 1)..<(close + 1)
    }
    let removedLines = bytes[replaced].count { $0 == UInt8(ascii: "\n") }
    let prefix: [UInt8] = replaced.isEmpty ? [UInt8(ascii: " ")] : []
    bytes.replaceSubrange(replaced, with: prefix + closure)
    return closure.count { $0 == UInt8(ascii: "\n") } - removedLines
  }

  /// The closure text for `snapshot`: `{`, the literal, and `}` under the call's `indent`.
  static func closure(returning snapshot: String, indent: String) -> String {
    let pounds = String(repeating: "#", count: rawDelimiterLength(for: snapshot))
    let inner = indent + "  "
    let body = snapshot.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : inner + $0 }
      .joined(separator: "\n")
    return "{\n\(inner)\(pounds)\"\"\"\n\(body)\n\(inner)\"\"\"\(pounds)\n\(indent)}"
  }

  /// How many `#` a raw string literal needs so that `text` reads back exactly: none when it
  /// holds no backslash and no `"""`.
  static func rawDelimiterLength(for text: String) -> Int {
    var count = 0
    while true {
      let pounds = String(repeating: "#", count: count)
      if !text.contains("\\" + pounds) && !text.contains("\"\"\"" + pounds) { return count }
      count += 1
    }
  }

  /// The offset of the first byte of `line` (1-based), if the file has that many lines.
  private func offset(ofLine line: Int) -> Int? {
    guard line >= 1 else { return nil }
    var remaining = line - 1
    var index = 0
    while remaining > 0 {
      guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      index = newline + 1
      remaining -= 1
    }
    return index
  }

  /// The spaces and tabs the line starting at `start` begins with.
  private func indentation(ofLineAt start: Int) -> String {
    let end = bytes[start...].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    return String(decoding: bytes[start..<(end ?? start)], as: UTF8.self)
  }

  /// The first occurrence of `needle` in code (not in a string or comment) at or after `start`.
  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if let skipped = skipNonCode(at: index) {
        index = skipped
        continue
      }
      if bytes[index...].starts(with: needle) { return index }
      index += 1
    }
    return nil
  }

  /// The first byte at or after `start` that is neither whitespace nor in a comment.
  private func nextCode(from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
      {
        index += 1
      } else if isComment(at: index), let skipped = skipNonCode(at: index) {
        index = skipped
      } else {
        return index
      }
    }
    return nil
  }

  /// The offset of the bracket that closes the one at `start`, counting nested pairs in code.
  private func matching(from start: Int, open: Unicode.Scalar, close: Unicode.Scalar) -> Int? {
    var depth = 0
    var index = start
    while index < bytes.count {
      if let skipped = skipNonCode(at: index) {
        index = skipped
        continue
      }
      if bytes[index] == UInt8(ascii: open) {
        depth += 1
      } else if bytes[index] == UInt8(ascii: close) {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  private func isComment(at index: Int) -> Bool {
    bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count
      && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"))
  }

  /// When a comment or a string literal starts at `index`, the offset just past it; else nil.
  private func skipNonCode(at index: Int) -> Int? {
    if isComment(at: index) {
      if bytes[index + 1] == UInt8(ascii: "/") {
        return (bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count - 1) + 1
      }
      return skipBlockComment(from: index)
    }
    var pounds = 0
    while index + pounds < bytes.count, bytes[index + pounds] == UInt8(ascii: "#") { pounds += 1 }
    guard index + pounds < bytes.count, bytes[index + pounds] == UInt8(ascii: "\"") else {
      return nil
    }
    return skipStringLiteral(quoteAt: index + pounds, pounds: pounds)
  }

  /// Past the block comment starting at `start`; block comments nest in Swift.
  private func skipBlockComment(from start: Int) -> Int {
    var depth = 0
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return bytes.count
  }

  /// Past the string literal whose opening quote is at `quote`, raw with `pounds` `#` signs.
  /// Interpolations are skipped by counting their parentheses; nested literals inside an
  /// interpolation are skipped recursively.
  private func skipStringLiteral(quoteAt quote: Int, pounds: Int) -> Int {
    let quotes = bytes[quote...].starts(with: Array("\"\"\"".utf8)) ? 3 : 1
    let closing =
      Array(repeating: UInt8(ascii: "\""), count: quotes) + Array(repeating: UInt8(ascii: "#"), count: pounds)
    let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: pounds)
    var index = quote + quotes
    while index < bytes.count {
      if bytes[index...].starts(with: escape) {
        let after = index + escape.count
        if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
          index = (matching(from: after, open: "(", close: ")") ?? bytes.count - 1) + 1
        } else {
          index = after + 1
        }
      } else if bytes[index...].starts(with: closing) {
        return index + closing.count
      } else if quotes == 1, bytes[index] == UInt8(ascii: "\n") {
        return index + 1  // an unterminated single-line literal ends with its line
      } else {
        index += 1
      }
    }
    return bytes.count
  }
}
