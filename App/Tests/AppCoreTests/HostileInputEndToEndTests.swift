import Foundation
import Testing

@testable import AppCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The defects a hostile run of the app found (issue #15), each held here end to end: log files
/// that fail, absurd widths, CRLF scripts, catalogs and scripts that are not plain files, and
/// arguments with escape sequences.
@Suite(.serialized)
struct HostileInputEndToEndTests {
  private let frameTitle = "SwiftRex for Linux"

  private func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID())").path
  }

  // MARK: 1. The action log

  @Test func aLogThatCannotBeWrittenStopsLoggingOnceAndTheSessionGoesOn() throws {
    // /dev/full accepts the open and fails every write with ENOSPC, like a disk filling up.
    let result = try AppProcess.run(["--log", "/dev/full", "--last-frame"], input: "2\n3\n")
    #expect(result.status == 0)
    #expect(result.output.contains("Counters"))
    let message = "Writing the action log to /dev/full failed: No space left on device."
    #expect(result.errors.components(separatedBy: message).count == 2, "said exactly once: \(result.errors)")
    #expect(result.errors.contains("Logging has stopped; the session goes on."))
  }

  @Test func aLogFileThatRefusesWritesIsReportedNotACrash() throws {
    // /proc/version opens for writing as root and fails on the first write; refused at open
    // otherwise. Either way: a message, never a trap.
    let result = try AppProcess.run(["--log", "/proc/version", "--last-frame"], input: "2\n")
    #expect(result.status == 0 || result.status == AppMain.fileStatus)
    #expect(result.errors.contains("/proc/version"))
    #expect(!result.errors.contains("Fatal error"))
    #expect(!result.errors.contains("--help"))
  }

  @Test func aFolderAsTheLogIsAFileErrorNotAUsageError() throws {
    let result = try AppProcess.run(["--log", FileManager.default.temporaryDirectory.path])
    #expect(result.status == AppMain.fileStatus)
    #expect(result.errors.contains("is a folder, not a file the action log can be appended to"))
    #expect(!result.errors.contains("--help"))
  }

  @Test func aFIFOWithNoReaderIsRefusedInsteadOfBlocking() throws {
    let path = temporaryPath("log-fifo")
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let result = try AppProcess.run(["--log", path], timeout: .seconds(60))
    #expect(result.status == AppMain.fileStatus)
    #expect(result.errors.contains("is a FIFO that nothing is reading"))
  }

  @Test func aLogFileWhoseReaderGoesAwayStopsLoggingAndTheSessionGoesOn() throws {
    let path = temporaryPath("log-fifo-reader")
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    // A reader that closes at once: the app's first write gets EPIPE, not a deadly SIGPIPE.
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    let (process, stdin, stdout, stderr) = try AppProcess.launch(["--log", path, "--last-frame"])
    // The first frame's action is logged only after the app opened the FIFO; the log line that
    // arrives proves it did, and closing the reader then breaks the pipe.
    var pollReader = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
    _ = poll(&pollReader, 1, 30_000)
    close(reader)
    stdin.fileHandleForWriting.write(Data("2\n3\n".utf8))
    try stdin.fileHandleForWriting.close()
    let output = PipeReader(stdout.fileHandleForReading)
    let errors = PipeReader(stderr.fileHandleForReading)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(output.finish().contains("Counters"))
    #expect(errors.finish().contains("Logging has stopped; the session goes on."))
  }

  // MARK: 2. Widths from outside

  @Test(arguments: ["9223372036854775807", "1000000000"])
  func aHugeColumnsIsClampedAndTheAppAnswersAtOnce(columns: String) throws {
    let result = try AppProcess.run(["--last-frame"], input: "2\n", environment: ["COLUMNS": columns])
    #expect(result.status == 0)
    #expect(result.output.contains(frameTitle))
    let rows = result.output.split(separator: "\n")
    #expect(rows.allSatisfy { $0.count <= 4_096 })
    #expect(rows.contains { $0.count == 4_096 }, "the rule spans the clamped width")
  }

  // MARK: 6. Line endings

  @Test func aScriptWithWindowsLineEndingsRunsEachCommand() throws {
    let path = temporaryPath("crlf-script")
    try Data("2\r\n19\r\n".utf8).write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    let result = try AppProcess.run(["--script", path, "--last-frame"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty, "no command was refused: \(result.errors)")
    #expect(result.output.contains("Count: 1"))
  }

  @Test func standardInputWithWindowsLineEndingsRunsEachCommand() throws {
    let result = try AppProcess.run(["--last-frame"], input: "2\r\n19\r\n")
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output.contains("Count: 1"))
  }

  @Test(arguments: [
    ("2\r\n19\r\n", ["2", "19"]), ("2\n19", ["2", "19"]), ("2\r19\r", ["2\r19"]),
    ("a\n\nb\n", ["a", "", "b"]),
    ("", []), ("\r\n", [""]),
    // Only \n ends a line, as on standard input: not U+2028, NEL, form feed or a vertical tab.
    ("a\u{2028}b\u{85}c\u{0C}d\u{0B}e\n", ["a\u{2028}b\u{85}c\u{0C}d\u{0B}e"]),
  ])
  func scriptLinesSplitAtLineFeedsAndDropTheirCarriageReturns(text: String, lines: [String]) {
    #expect(AppMain.scriptLines(text) == lines)
  }

  /// A script and the same file piped are one session: the same commands, the same frames.
  @Test func aScriptAndTheSameFilePipedRunTheSameCommands() throws {
    let path = temporaryPath("unicode-breaks-script")
    let text = "press Counter\u{2028}press Increment\npress Counter\npress Increment\u{85}\u{0C}\n19\r\n19\r"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    let scripted = try AppProcess.run(["--script", path, "--last-frame"])
    let piped = try AppProcess.run(["--last-frame"], input: text)
    #expect(scripted.output == piped.output)
    #expect(scripted.errors == piped.errors)
    #expect(piped.output.contains("Count: 3"), "\(piped.output)")
  }

  // MARK: 7. Files that are not plain files, escapes in arguments

  @Test func aCatalogFromAFIFOIsRead() throws {
    let path = temporaryPath("catalog-fifo")
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let json =
      #"{"shelves": [{"id": "sci-fi", "name": "Piped", "books": [{"id": "p", "title": "Through A Pipe", "author": "x", "year": 1}]}]}"#
    // What `<(cat catalog.json)` gives: a pipe with a writer.
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      guard descriptor >= 0 else { return }
      _ = json.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
      close(descriptor)
    }
    writer.start()
    let result = try AppProcess.run(["--catalog", path, "--last-frame"])
    #expect(result.status == 0)
    #expect(result.output.contains("Through A Pipe"))
    #expect(!result.output.contains("permission"))
  }

  @Test func aFolderAsTheCatalogIsNamedAsOne() throws {
    let path = FileManager.default.temporaryDirectory.path
    let result = try AppProcess.run(["--catalog", path, "--last-frame"])
    #expect(result.status == 0)
    #expect(result.output.contains("could not be read: it is a folder, not a file."))
    #expect(!result.output.contains("NSCocoaErrorDomain"))
  }

  @Test func aCatalogNestedTooDeepSaysSo() throws {
    let path = temporaryPath("deep-catalog")
    try Data((String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)).utf8)
      .write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    let result = try AppProcess.run(["--catalog", path, "--last-frame"])
    #expect(result.status == 0)
    #expect(result.output.contains("nests lists and objects more than 64 deep"))
    #expect(!result.output.contains("not JSON"))
  }

  @Test func aScriptFromAFIFOIsRead() throws {
    let path = temporaryPath("script-fifo")
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      guard descriptor >= 0 else { return }
      _ = "2\n".utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
      close(descriptor)
    }
    writer.start()
    let result = try AppProcess.run(["--script", path, "--last-frame"])
    #expect(result.status == 0)
    #expect(result.output.contains("Count: 0"))
    #expect(!result.errors.contains("UTF-8"))
  }

  @Test func aFolderAsTheScriptIsNamedAsOne() throws {
    let result = try AppProcess.run(["--script", FileManager.default.temporaryDirectory.path])
    #expect(result.status == AppMain.fileStatus)
    #expect(result.errors.contains("it is a folder, not a file."))
  }

  @Test func escapesInAnUnknownArgumentNeverReachTheTerminal() throws {
    let result = try AppProcess.run(["--x\u{1B}[2J\u{1B}]0;pwned\u{07}"])
    #expect(result.status == AppMain.usageStatus)
    #expect(result.errors.contains("Unknown argument \"--x\u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}\""))
    #expect(!result.errors.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
  }
}
