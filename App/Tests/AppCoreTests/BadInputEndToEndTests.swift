import Foundation
import Testing
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built app fed hostile input — unknown commands, bad handles, huge lines, binary bytes, a
/// cut-off last line, signals, absurd widths, broken catalogs — answering each with a clear
/// message, an unchanged screen and a normal exit.
@Suite(.serialized)
struct BadInputEndToEndTests {
  /// What the transcript shows after the line `> command`.
  private func output(after command: String, in transcript: String) -> String? {
    guard let range = transcript.range(of: "\n> \(command)\n") else { return nil }
    return String(transcript[range.upperBound...])
  }

  /// Frames start with the app's title; a rejected command must not draw one.
  private let frameTitle = "SwiftRex for Linux"

  @Test(arguments: [
    ("press", "`press` needs a control's number, e.g. `press 1`."),
    ("press abc", "There is no control labelled `abc` on screen."),
    ("press -3", "`-3` is not a control's number"),
    ("toggle 0", "`0` is not a control's number"),
    ("[", "Unknown command `[`."),
    ("press 99999999999999999999999", "is not a control's number"),
    ("help me", "`help` takes nothing after it (got `me`)."),
    ("type 1 text", "[1] is a button, not a text field: it cannot be typed into."),
  ])
  func aBadCommandIsExplainedAndDrawsNoFrame(command: String, message: String) throws {
    let result = try AppProcess.run([], input: "\(command)\n")
    #expect(result.status == 0)
    let after = try #require(output(after: command, in: result.output))
    #expect(after.contains(message))
    #expect(!after.contains(frameTitle))
    #expect(result.errors.isEmpty)
  }

  @Test func aOneMegabyteLineIsRejectedWithAShortMessage() throws {
    let line = String(repeating: "x", count: 1 << 20)
    let result = try AppProcess.run([], input: line + "\n")
    #expect(result.status == 0)
    let after = try #require(output(after: line, in: result.output))
    // The message quotes only the start of what was typed.
    #expect(after.contains("Unknown command `\(String(repeating: "x", count: 40))`."))
    #expect(after.count < 200)
    #expect(!after.contains(frameTitle))
  }

  /// A piped line past the 16 MiB a command may be is refused by its length and not kept (a
  /// 300 MB one took 900 MB and was echoed whole), and the session goes on.
  @Test func aLineLongerThanACommandMayBeIsRefusedAndTheSessionGoesOn() throws {
    let line = String(repeating: "y", count: 20 << 20)
    let result = try AppProcess.run([], input: line + "\npress Counter\n")
    #expect(result.status == 0)
    #expect(result.output.count < 1 << 20, "the line was echoed: \(result.output.count) characters")
    #expect(result.output.contains("> \(String(repeating: "y", count: 64))…"))
    #expect(
      result.output.contains(
        "That line is 20971520 bytes long, more than the 16777216 a command may be: it was ignored."))
    #expect(result.output.contains("> press Counter\n"))
    #expect(result.output.contains("Count: 0"))
  }

  /// The number shown in brackets on the first line containing `label`.
  private func handle(of label: String, in frame: String) -> String? {
    guard let row = frame.split(separator: "\n").first(where: { $0.contains(label) }),
      let open = row.range(
        of: "[", options: .backwards,
        range: row.startIndex..<(row.range(of: label)?.lowerBound ?? row.endIndex))
    else { return nil }
    let digits = row[open.upperBound...].prefix { $0.isNumber }
    return digits.isEmpty ? nil : String(digits)
  }

  @Test func aOneMegabyteTextIsTypedIntoAFieldAndWrapped() throws {
    let start = try AppProcess.run(["--last-frame"])
    let hero = try #require(handle(of: "Hero", in: start.output))
    let opening = try AppProcess.run(["--last-frame"], input: "press \(hero)\n")
    let open = try #require(handle(of: "Open the hero", in: opening.output))
    let shown = try AppProcess.run(["--last-frame"], input: "press \(hero)\npress \(open)\n")
    let powers = try #require(handle(of: "Powers", in: shown.output))
    let text = String(repeating: "y", count: 1 << 20)
    let result = try AppProcess.run(
      ["--last-frame"], input: "press \(hero)\npress \(open)\ntype \(powers) \(text)\n",
      environment: ["COLUMNS": "80"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    let rows = result.output.split(separator: "\n")
    // A megabyte wraps into rows of at most 80 columns, and the controls after it still show.
    #expect(rows.count > (1 << 20) / 80)
    #expect(rows.allSatisfy { $0.count <= 80 })
    #expect(result.output.contains("Done"))
  }

  @Test func binaryGarbageOnStandardInputIsRejectedLineByLine() throws {
    // Every byte value, invalid UTF-8 sequences and NULs included, in a fixed pseudo-random order.
    var generator = SplitMix64(seed: 0x5EED)
    var bytes = Data((0...255).map { UInt8($0) })
    bytes.append(contentsOf: (0..<16_384).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    bytes.append(contentsOf: [0xFF, 0xFE, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0x0A])
    let result = try AppProcess.run([], bytes: bytes)
    #expect(result.status == 0)
    #expect(result.output.contains(frameTitle))
    #expect(result.output.contains("Unknown command"))
    #expect(result.errors.isEmpty)
  }

  @Test func aLastLineWithoutANewlineIsStillPerformed() throws {
    let cutOff = try AppProcess.run([], input: "zap")
    #expect(cutOff.status == 0)
    let after = try #require(output(after: "zap", in: cutOff.output))
    #expect(after.contains("Unknown command `zap`."))
    // A partial keyword at end of input is a command like any other, not a hang.
    let partial = try AppProcess.run([], input: "press 1\ntyp")
    #expect(partial.status == 0)
    #expect(partial.output.contains("Unknown command `typ`."))
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func aSignalEndsTheApp(signalNumber: Int32) throws {
    let (process, stdin, stdout, _) = try AppProcess.launch([])
    // Wait for the first frame: then the app is running and reading input.
    let firstOutput = stdout.fileHandleForReading.availableData
    #expect(String(decoding: firstOutput, as: UTF8.self).contains(frameTitle))
    kill(process.processIdentifier, signalNumber)
    process.waitUntilExit()
    try? stdin.fileHandleForWriting.close()
    // Standard input is a pipe, not a terminal: nothing to restore, the default action applies.
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signalNumber)
  }

  @Test(arguments: [1, 2, 3, 7, 40, 300])
  func anyTerminalWidthRendersWithinIt(columns: Int) throws {
    let result = try AppProcess.run([], input: "help\n", environment: ["COLUMNS": "\(columns)"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    let frame = try #require(result.output.components(separatedBy: "\n> help\n").first)
    // A wide glyph (2 columns) cannot be split, so below 4 columns a row may take one more.
    let limit = columns < 4 ? columns + 1 : columns
    for row in frame.split(separator: "\n") {
      #expect(DisplayWidth.of(row) <= limit, "row wider than \(columns): \(row)")
    }
    #expect(result.output.contains("Commands (n is a control's number"))
  }

  @Test(arguments: ["0", "-5", "wide", "99999999999999999999"])
  func aNonsenseWidthFallsBackToASaneOne(columns: String) throws {
    let result = try AppProcess.run([], input: "", environment: ["COLUMNS": columns])
    #expect(result.status == 0)
    #expect(result.output.contains(frameTitle))
  }

  // MARK: Catalogs

  private func temporaryCatalog(_ bytes: Data) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID()).json")
    try bytes.write(to: url)
    return url
  }

  @Test func aHugeCatalogIsRefusedBeforeItIsRead() throws {
    let url = try temporaryCatalog(Data())
    defer { try? FileManager.default.removeItem(at: url) }
    // A sparse 17 MiB file: large on paper, nothing written.
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 17 << 20)
    try handle.close()
    let result = try AppProcess.run(["--catalog", url.path, "--last-frame"])
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "The catalog at \(url.path) is \(17 << 20) bytes; a catalog may be at most \(16 << 20) bytes."))
    #expect(result.output.contains("Retry"))
  }

  @Test func aCatalogThatIsNotUTF8IsNamedAsSuch() throws {
    let url = try temporaryCatalog(Data([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00, 0xC3, 0x28]))
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try AppProcess.run(["--catalog", url.path, "--last-frame"])
    #expect(result.status == 0)
    #expect(result.output.contains("The catalog at \(url.path) is not UTF-8 text: is it the right file?"))
  }

  @Test func aCatalogThatIsNotJSONSaysSo() throws {
    let url = try temporaryCatalog(Data("shelves: [dune]".utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try AppProcess.run(["--catalog", url.path, "--last-frame"])
    #expect(result.status == 0)
    #expect(result.output.contains("The catalog at \(url.path) is not valid: it is not JSON"))
  }

  @Test func aCatalogWithARepeatedIDIsRefused() throws {
    let json = """
      {"shelves": [{"id": "sci-fi", "name": "A", "books": [
        {"id": "b", "title": "One", "author": "X", "year": 1},
        {"id": "b", "title": "Two", "author": "Y", "year": 2}]}]}
      """
    let url = try temporaryCatalog(Data(json.utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try AppProcess.run(["--catalog", url.path, "--last-frame"])
    #expect(result.status == 0)
    #expect(result.output.contains("uses the id \"b\" twice"))
  }

  @Test func escapesInACatalogOrInTypedTextNeverReachTheTerminal() throws {
    let json =
      #"{"shelves": [{"id": "sci-fi", "name": "S", "books": [{"id": "e", "title": "A\u001b[2JB\rC\u0007", "author": "x", "year": 1}]}]}"#
    let url = try temporaryCatalog(Data(json.utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try AppProcess.run(["--catalog", url.path], input: "zap\u{1B}[31m\n")
    #expect(result.status == 0)
    #expect(result.output.contains("A\u{FFFD}[2JB\u{FFFD}C\u{FFFD}"))
    #expect(result.output.contains("Unknown command `zap\u{FFFD}[31m`."))
    #expect(
      !result.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x0D })
  }

  @Test func anEmojiTitledCatalogRendersAndItsBookOpens() throws {
    let json = """
      {"shelves": [{"id": "sci-fi", "name": "🚀 Space", "books": [
        {"id": "e", "title": "👨‍👩‍👧 Family 🇯🇵 漢字", "author": "Zoë ✍️", "year": 2024}]}]}
      """
    let url = try temporaryCatalog(Data(json.utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let first = try AppProcess.run(["--catalog", url.path])
    #expect(first.status == 0)
    #expect(first.output.contains("👨‍👩‍👧 Family 🇯🇵 漢字"))
    let row = try #require(first.output.split(separator: "\n").first { $0.contains("Family") })
    let open = try #require(row.firstIndex(of: "["))
    let digits = row[row.index(after: open)...].prefix { $0.isNumber }
    let opened = try AppProcess.run(
      ["--catalog", url.path, "--last-frame"], input: "press \(digits)\n", environment: ["COLUMNS": "12"])
    #expect(opened.status == 0)
    #expect(opened.output.contains("Zoë"))
  }
}

/// A small deterministic generator, so the garbage is the same on every run.
struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
