import Foundation
import Testing

/// Recordings crafted by a hostile hand, through the built app (issue #35): recorded text must
/// never become code in the test `--export-test` writes nor control a terminal, and numbers at
/// the edge of their types, oversized files and JSON nested too deep are refused (65) naming
/// the line, never a crash.
@Suite(.serialized)
struct HostileRecordingEndToEndTests {
  private let folder = RecordingEndToEndTests.Folder()

  /// A recorded scripted run: the Counter screen, one increment.
  private func recording() throws -> String {
    let script = try folder.script("press Counter", "press Increment")
    let path = folder.file("run.jsonl")
    let recorded = try AppProcess.run(["--script", script, "--no-persist", "--record", path])
    #expect(recorded.status == 0, "\(recorded.errors)")
    return path
  }

  /// `path`'s recording with `change` made to its lines, as objects, written next to it as `name`.
  private func edited(_ path: String, _ name: String, _ change: (inout [[String: Any]]) -> Void) throws
    -> String
  {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var lines = try text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    change(&lines)
    let output = try lines.map {
      String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self)
    }
    let edited = folder.file(name)
    try Data((output.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: edited))
    return edited
  }

  /// Every state line of a recording (the header's, the checkpoints', the final one) changed.
  private func everyState(_ lines: inout [[String: Any]], _ change: (inout [String: Any]) -> Void) {
    for index in lines.indices {
      for key in ["initialState", "state", "finalState"] {
        guard var state = lines[index][key] as? [String: Any] else { continue }
        change(&state)
        lines[index][key] = state
      }
    }
  }

  /// Scalars a terminal or the compiler would read as other than text: controls but the line
  /// break, line and paragraph separators, bidirectional controls.
  private func unsafeScalars(_ text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      guard scalar != "\n" else { return false }
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator: return true
      default:
        return [0x061C, 0x200E, 0x200F].contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
          || (0x2066...0x2069).contains(scalar.value)
      }
    }.map { String($0.value, radix: 16) }
  }

  @Test func recordedSourcesNeverBecomeCodeNorReachTheTerminal() throws {
    let path = try recording()
    let plain = try AppProcess.run(["--export-test", path])
    #expect(plain.status == 0, "\(plain.errors)")
    let payload = "\n  try \"pwned\".write(toFile: \"/tmp/pwned\", atomically: true, encoding: .utf8)\n//"
    let crafted = try edited(path, "crafted.jsonl") { lines in
      var source = lines[1]["source"] as? [String: Any] ?? [:]
      source["function"] = "run()" + payload + "\u{1B}]0;pwned\u{7}\u{1B}[2J"
      // Text a hostile recording carries, never called (a string, not code): the export must keep
      // it inside a comment.
      source["file"] = "AppCore/AppMain.swift\r  fatalError(\"pwned\")\r//\u{9B}2J\u{2028}\u{202E}"
      lines[1]["source"] = source
    }
    // The replay does not look at sources; the export writes them only into comments.
    let replayed = try AppProcess.run(["--replay", crafted])
    #expect(replayed.status == 0, "\(replayed.errors)")
    let exported = try AppProcess.run(["--export-test", crafted])
    #expect(exported.status == 0, "\(exported.errors)")
    let output = exported.output
    #expect(unsafeScalars(output).isEmpty, "\(unsafeScalars(output))")
    // As many lines as the plain export: the payload ended no comment, so no line of it is code.
    #expect(output.split(separator: "\n").count == plain.output.split(separator: "\n").count)
    let code = output.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.hasPrefix("//") }
    #expect(!code.contains { $0.contains("pwned") }, "\(output)")
    // The payload above, escaped inside the comment: text, not a call. The `fatalError` below is
    // part of a string this test searches the export for; nothing runs it.
    #expect(
      output.contains(#"  // 0 · dispatched at AppCore/AppMain.swift\u{d}  fatalError("pwned")\u{d}//"#))
  }

  @Test func aCatalogPathIsWrittenAsALiteralThatHoldsNoRawControl() throws {
    let path = try recording()
    let catalog = "/tmp/a\u{1B}]0;x\u{7}\u{2028}\u{9B}\u{202E}\\(x)\".json"
    let exported = try AppProcess.run(["--export-test", path, "--catalog", catalog])
    #expect(exported.status == 0, "\(exported.errors)")
    #expect(unsafeScalars(exported.output).isEmpty, "\(unsafeScalars(exported.output))")
    #expect(
      exported.output.contains(
        #"URL(fileURLWithPath: "/tmp/a\u{1b}]0;x\u{7}\u{2028}\u{9b}\u{202e}\\(x)\".json")"#))
  }

  @Test func aRecordingOfAnotherAppOrOfAVersionThatIsNoneIsRefused() throws {
    let path = try recording()
    let cases: [(String, String, String)] = [
      (
        "appVersion", "1.0\nlet pwned = 1\u{1B}]0;pwned\u{7}",
        #"line 1: its app version, "1.0\nlet pwned = 1"#
      ),
      ("app", "someone-else", #"line 1: it was recorded by "someone-else", not by swiftrex"#),
      ("appVersion", "", #"line 1: its app version, "", is not a version"#),
    ]
    for (field, value, message) in cases {
      let crafted = try edited(path, "header.jsonl") { lines in lines[0][field] = value }
      for verb in ["replay", "export-test"] {
        let refused = try AppProcess.run(["--\(verb)", crafted])
        #expect(refused.status == 65, "\(verb) \(field) \(value)")
        #expect(refused.output.isEmpty)
        #expect(refused.errors.contains(message), "\(refused.errors)")
        #expect(unsafeScalars(refused.errors).isEmpty, "\(refused.errors)")
      }
    }
  }

  @Test func numbersAtTheEdgeOfTheirTypesAreRefusedWithTheirLine() throws {
    let path = try recording()
    // A cause that is no earlier action crashed the export.
    let cause = try edited(path, "cause.jsonl") { lines in
      let answer = lines.firstIndex { $0["cause"] != nil } ?? 0
      lines[answer]["cause"] = -1
    }
    let exportedCause = try AppProcess.run(["--export-test", cause])
    #expect(exportedCause.status == 65, "\(exportedCause.errors)")
    #expect(
      exportedCause.errors.contains("its cause, action -1, is not an action before it"),
      "\(exportedCause.errors)")

    // A page pushed with the id Int.max crashed the replay: the next id overflowed.
    var pushLine = 0
    let push = try edited(path, "push.jsonl") { lines in
      let last = lines.lastIndex { $0["kind"] as? String == "action" } ?? 1
      pushLine = last + 1
      let page: [String: Any] = ["author": ["name": "A", "books": [Any]()]]
      lines[last]["action"] = ["libraryPath": ["_0": ["push": ["id": ["rawValue": Int.max], "state": page]]]]
    }
    for verb in ["replay", "export-test"] {
      let refused = try AppProcess.run(["--\(verb)", push])
      #expect(refused.status == 65, "\(verb) push: \(refused.errors)")
      #expect(
        refused.errors.contains("line \(pushLine): it pushes a page with the id 9223372036854775807"),
        "\(refused.errors)")
    }

    // Counts and ids at Int.max crashed the replay on the next press or added counter.
    let edges: [(String, (inout [String: Any]) -> Void, String)] = [
      ("nextCounterID", { $0["nextCounterID"] = Int.max }, #""nextCounterID" is 9223372036854775807"#),
      (
        "count",
        { state in
          var counter = state["counter"] as? [String: Any] ?? [:]
          counter["count"] = Int.max
          state["counter"] = counter
        }, #""counter.count" is 9223372036854775807"#
      ),
      (
        "stack",
        { state in
          var path = state["libraryPath"] as? [String: Any] ?? [:]
          path["nextID"] = Int.max
          state["libraryPath"] = path
        }, #""libraryPath.nextID" is 9223372036854775807"#
      ),
    ]
    for (name, change, message) in edges {
      let crafted = try edited(path, "\(name).jsonl") { everyState(&$0, change) }
      for verb in ["replay", "export-test"] {
        let refused = try AppProcess.run(["--\(verb)", crafted])
        #expect(refused.status == 65, "\(verb) \(name): \(refused.errors)")
        #expect(refused.errors.contains("line 1: \(message)"), "\(refused.errors)")
      }
    }
  }

  @Test func theLatestTimeIsExportedWithoutOverflow() throws {
    let path = try recording()
    let crafted = try edited(path, "time.jsonl") { lines in
      for index in lines.indices where lines[index]["t"] != nil { lines[index]["t"] = Int64.max }
    }
    let exported = try AppProcess.run(["--export-test", crafted])
    #expect(exported.status == 0, "\(exported.errors)")
    #expect(exported.output.contains("await store.advance(by: .milliseconds(9_223_372_036_855))"))
    let replayed = try AppProcess.run(["--replay", crafted])
    #expect(replayed.status == 0, "\(replayed.errors)")
  }

  @Test func anOversizedRecordingIsDamagedAndDeepJSONIsSaidToBeTooDeep() throws {
    // Sparse: a gigabyte and a byte that take no room on the disk.
    let large = folder.file("large.jsonl")
    #expect(FileManager.default.createFile(atPath: large, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: large))
    try handle.truncate(atOffset: (1 << 30) + 1)
    try handle.close()
    for verb in ["replay", "export-test"] {
      let refused = try AppProcess.run(["--\(verb)", large])
      #expect(refused.status == 65, "\(verb): \(refused.errors)")
      #expect(refused.errors.contains("it is larger than 1073741824 bytes"), "\(refused.errors)")
    }

    let path = try recording()
    var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    lines[1] =
      String(lines[1].dropLast()) + #","deep":"# + String(repeating: "[", count: 2000)
      + String(repeating: "]", count: 2000) + "}"
    let deep = folder.file("deep.jsonl")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: deep))
    let refused = try AppProcess.run(["--replay", deep])
    #expect(refused.status == 65)
    #expect(refused.errors.contains("line 2: its JSON is nested 2001 levels deep"), "\(refused.errors)")
  }
}
