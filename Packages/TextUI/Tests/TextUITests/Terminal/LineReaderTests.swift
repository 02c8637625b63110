import Foundation
import Testing

@testable import TextUI

@Suite struct LineReaderTests {
  /// The lines a reader gives for `bytes`, read from a file. (A pipe would need a writer beside
  /// the reader, and a child process another test starts meanwhile could inherit its write end and
  /// keep it open, so the reader would never see the end.)
  private func lines(
    of bytes: [UInt8], limit: Int = LineReader.maximumLineLength, chunkSize: Int = 64 << 10
  ) throws -> [LineReader.Line] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "line-reader-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var reader = LineReader(descriptor: descriptor, limit: limit, chunkSize: chunkSize)
    var lines: [LineReader.Line] = []
    while let line = reader.next() { lines.append(line) }
    return lines
  }

  @Test(arguments: [1, 3, 64 << 10])
  func linesEndAtNewlinesWithACarriageReturnBeforeOneDropped(chunkSize: Int) throws {
    let input = Array("press 1\r\n\ntype 2 héllo\nlast\r".utf8)
    #expect(
      try lines(of: input, chunkSize: chunkSize) == [
        .text("press 1"), .text(""), .text("type 2 héllo"), .text("last"),
      ])
  }

  @Test func noInputIsNoLineAndAFinalNewlineStartsNoEmptyOne() throws {
    #expect(try lines(of: []) == [])
    #expect(try lines(of: Array("one\n".utf8)) == [.text("one")])
  }

  @Test(arguments: [1, 5, 1000])
  func aLineOverTheBoundIsNamedByItsStartAndTheNextLineIsRead(chunkSize: Int) throws {
    let long = String(repeating: "x", count: 70) + String(repeating: "y", count: 130)
    let read = try lines(
      of: Array((long + "\nnext\n" + String(repeating: "z", count: 100) + "\n").utf8), limit: 100,
      chunkSize: chunkSize)
    #expect(
      read == [
        .tooLong(prefix: String(repeating: "x", count: 64), byteCount: 200), .text("next"),
        .text(String(repeating: "z", count: 100)),
      ])
  }

  @Test func invalidUTF8IsRepairedAsReadLineDoes() throws {
    #expect(try lines(of: [0x61, 0xFF, 0x62, 0x0A]) == [.text("a\u{FFFD}b")])
  }

  /// At the real bound: a 20 MiB line (the bound is 16 MiB) is refused, not kept.
  @Test func aTwentyMebibyteLineIsRefused() throws {
    var input = [UInt8](repeating: UInt8(ascii: "q"), count: 20 << 20)
    input += Array("\nquit\n".utf8)
    let read = try lines(of: input)
    #expect(
      read == [.tooLong(prefix: String(repeating: "q", count: 64), byteCount: 20 << 20), .text("quit")])
  }
}
