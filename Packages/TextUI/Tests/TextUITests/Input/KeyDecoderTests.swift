import Testing

@testable import TextUI

/// Decodes `input` in one call and flushes, as a reader does after a pause.
private func keys(_ input: String) -> [Key] {
  keys(Array(input.utf8))
}

private func keys(_ bytes: [UInt8]) -> [Key] {
  var decoder = KeyDecoder()
  return decoder.decode(bytes) + decoder.flush()
}

/// Decodes `bytes` in pieces that end at `cuts` (ascending offsets), then flushes once.
private func keys(_ bytes: [UInt8], cuttingAt cuts: [Int]) -> [Key] {
  var decoder = KeyDecoder()
  var result: [Key] = []
  var start = 0
  for cut in cuts + [bytes.count] {
    result += decoder.decode(bytes[start..<cut])
    start = cut
  }
  return result + decoder.flush()
}

@Suite struct KeyDecoderTests {
  @Test(arguments: [
    ("a", Key.character("a")),
    (" ", .character(" ")),
    ("~", .character("~")),
    ("\r", .enter),
    ("\n", .enter),
    ("\t", .tab),
    ("\u{1B}[Z", .backTab),
    ("\u{7F}", .backspace),
    ("\u{08}", .backspace),
    ("\u{1B}[3~", .delete),
    ("\u{1B}", .escape),
    ("\u{1B}[A", .up),
    ("\u{1B}[B", .down),
    ("\u{1B}[C", .right),
    ("\u{1B}[D", .left),
    ("\u{1B}OA", .up),
    ("\u{1B}OB", .down),
    ("\u{1B}OC", .right),
    ("\u{1B}OD", .left),
    ("\u{1B}[1;5A", .up),
    ("\u{1B}[1;2D", .left),
    ("\u{1B}[H", .home),
    ("\u{1B}OH", .home),
    ("\u{1B}[1~", .home),
    ("\u{1B}[7~", .home),
    ("\u{1B}[F", .end),
    ("\u{1B}OF", .end),
    ("\u{1B}[4~", .end),
    ("\u{1B}[8~", .end),
    ("\u{1B}[5~", .pageUp),
    ("\u{1B}[6~", .pageDown),
    ("\u{1B}[3;5~", .delete),
    ("\u{01}", .control("a")),
    ("\u{03}", .control("c")),
    ("\u{15}", .control("u")),
    ("\u{1A}", .control("z")),
    ("\u{1C}", .control("\\")),
    ("\u{1D}", .control("]")),
    ("\u{1E}", .control("^")),
    ("\u{1F}", .control("_")),
  ])
  func decodesEachKey(input: String, expected: Key) {
    #expect(keys(input) == [expected])
  }

  @Test func theDocumentedExampleHolds() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B]) == [])
    #expect(decoder.decode([0x41]) == [.up])
  }

  @Test func ignoresNUL() {
    #expect(keys([0x00, 0x61, 0x00]) == [.character("a")])
  }

  @Test func decodesMultiByteText() {
    #expect(keys("é漢🙂") == [.character("é"), .character("漢"), .character("🙂")])
    // One key per scalar, so a combining mark is a key of its own (see KeyDecoder).
    #expect(keys("e\u{301}") == [.character("e"), .character("\u{301}")])
  }

  @Test func completesAUTF8CharacterSplitAcrossCalls() {
    var decoder = KeyDecoder()
    let bytes = Array("🙂".utf8)
    #expect(decoder.decode(bytes.prefix(1)).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.decode(bytes[1..<3]).isEmpty)
    #expect(decoder.decode(bytes.suffix(1)) == [.character("🙂")])
    #expect(!decoder.isWaiting)
  }

  @Test func dropsInvalidUTF8() {
    // A stray continuation byte, an overlong "/", a surrogate, a C1 control, and a lead byte cut
    // short by ASCII (which is still decoded).
    let bytes: [UInt8] = [0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xC2, 0x85, 0xE2, 0x82, 0x61, 0xFF]
    #expect(keys(bytes) == [.character("a")])
  }

  @Test func flushDropsAPartialCharacter() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xE6, 0xBC]).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode([0x89, 0x62]) == [.character("b")])
  }

  @Test func decodesAnEscapeSequenceSplitAcrossThreeCalls() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.decode([0x5B]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.decode([0x41]) == [.up])
    #expect(!decoder.isWaiting)
    #expect(decoder.flush().isEmpty)
  }

  @Test func aLoneEscapeNeedsAFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.isWaiting)
    #expect(decoder.flush().isEmpty)
  }

  @Test func escapeEscapeIsTheEscKeyThenANewStart() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
    #expect(decoder.isWaiting)
    #expect(decoder.decode(Array("[B".utf8)) == [.down])
    #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
  }

  @Test func dropsAltChords() {
    #expect(keys("\u{1B}x") == [])
    #expect(keys("a\u{1B}xb") == [.character("a"), .character("b")])
    #expect(keys("\u{1B}\r") == [])
    // Alt-é: the lead byte goes with the ESC and the orphaned continuation byte is invalid.
    #expect(keys("\u{1B}é!") == [.character("!")])
  }

  @Test(arguments: [
    "\u{1B}[99;99~",  // an unknown key number
    "\u{1B}[?1049h",  // a mode change echoed back
    "\u{1B}[<2;3;4M",  // an SGR report of the right button, which nothing uses
    "\u{1B}[<0;3M",  // an SGR mouse report missing its row
    "\u{1B}[<0;3;4x",  // an SGR mouse report with a wrong final byte
    "\u{1B}[M #!",  // a legacy (X10) mouse report's start: its bytes are dropped, never typed
    "\u{1B}[2A",  // a cursor movement, not a key
    "\u{1B}[1;2;3A",  // too many parameters
    "\u{1B}[1;A",  // an empty modifier
    "\u{1B}[201~",  // the end of a paste that never began
    "\u{1B}[12$~",  // an intermediate byte
    "\u{1B}[99999999999999999999~",  // a number past any key's
    "\u{1B}[x",  // an unknown final byte
    "\u{1B}OZ",  // an unknown SS3 key
  ])
  func dropsUnknownSequencesWhole(sequence: String) {
    #expect(keys(sequence) == [])
    #expect(keys("a" + sequence + "b") == [.character("a"), .character("b")])
  }

  @Test func sgrMouseReportsBecomeMouseKeys() {
    #expect(keys("\u{1B}[<0;3;4M") == [.mouse(MouseEvent(.press, column: 3, row: 4))])
    #expect(keys("\u{1B}[<0;3;4m") == [.mouse(MouseEvent(.release, column: 3, row: 4))])
    #expect(keys("\u{1B}[<64;10;200M") == [.mouse(MouseEvent(.wheelUp, column: 10, row: 200))])
    // A modifier held (Ctrl adds 16) does not change what the click does.
    #expect(keys("\u{1B}[<81;1;1M") == [.mouse(MouseEvent(.wheelDown, column: 1, row: 1))])
    // Column and row 0 are not cells.
    #expect(keys("\u{1B}[<0;0;4M") == [])
    // Split anywhere, the report is still one key, and text around it is text.
    let report = Array("a\u{1B}[<0;12;5Mb".utf8)
    for split in 1..<report.count {
      var decoder = KeyDecoder()
      let decoded = decoder.decode(report[..<split]) + decoder.decode(report[split...])
      #expect(decoded == [.character("a"), .mouse(MouseEvent(.press, column: 12, row: 5)), .character("b")])
    }
  }

  @Test func aControlByteAbortsASequenceAndIsDroppedWithIt() {
    #expect(keys("\u{1B}[1\rA") == [.character("A")])
    #expect(keys("\u{1B}O\u{03}x") == [.character("x")])
  }

  @Test func anEscapeAbortsASequenceAndStartsTheNext() {
    #expect(keys("\u{1B}[1\u{1B}[B") == [.down])
    #expect(keys("\u{1B}O\u{1B}OC") == [.right])
    #expect(keys("\u{1B}[12\u{1B}") == [.escape])
  }

  @Test func aNonASCIIByteAbortsASequenceAndStartsText() {
    #expect(keys("\u{1B}[1é") == [.character("é")])
  }

  @Test func dropsAnOverlongSequenceWholeAndResumesAfterIt() {
    // 64 bytes in all is the limit: ESC [ + 61 parameter bytes + final.
    let fits = "\u{1B}[" + String(repeating: ";", count: 60) + "1~"
    #expect(fits.utf8.count == KeyDecoder.maximumSequenceBytes)
    #expect(keys(fits) == [])  // too many parameters, but read and judged
    let longest = "\u{1B}[" + String(repeating: "0", count: 60) + "1~"
    #expect(keys(longest) == [.home])
    let tooLong = "\u{1B}[" + String(repeating: "0", count: 61) + "1~"
    #expect(keys(tooLong + "a") == [.character("a")])
    let huge = "\u{1B}[" + String(repeating: "1;", count: 10_000) + "A"
    #expect(keys(huge + "\u{1B}[B") == [.down])
  }

  @Test func crLFIsOneEnter() {
    #expect(keys("\r\n") == [.enter])
    #expect(keys("\r\r\n\n") == [.enter, .enter, .enter])
    #expect(keys("\n\r") == [.enter, .enter])
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x0D]) == [.enter])
    #expect(!decoder.isWaiting)
    #expect(decoder.decode([0x0A]).isEmpty)
  }

  @Test func aPauseEndsACRLFPair() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x0D]) == [.enter])
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode([0x0A]) == [.enter])
  }

  @Test func decodesABracketedPaste() {
    #expect(keys("\u{1B}[200~q\nhello\r\n\u{1B}[201~") == [.paste("q\nhello\n")])
    #expect(keys("a\u{1B}[200~\u{1B}[201~b") == [.character("a"), .paste(""), .character("b")])
  }

  @Test func cleansPastedText() {
    let pasted: [UInt8] =
      Array("\u{1B}[200~".utf8) + [0x61, 0x0D, 0x62, 0x09, 0x63, 0x00, 0x07, 0x7F, 0xC2, 0x85]
      + [0xFF, 0xE6, 0xBC, 0x41] + Array("é\u{1B}[31m\u{1B}[20x".utf8) + Array("\u{1B}[201~".utf8)
    #expect(keys(pasted) == [.paste("a\nb\tcAé[31m[20x")])
  }

  @Test func aPasteSpansCallsAndIgnoresFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~ab\r".utf8)).isEmpty)
    #expect(!decoder.isWaiting)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Array("\ncd\u{1B}[2".utf8)).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Array("01~\u{1B}[A".utf8)) == [.paste("ab\ncd"), .up])
  }

  @Test func capsAPasteAtTheLimitAndStillEndsIt() {
    var decoder = KeyDecoder()
    var result = decoder.decode(Array("\u{1B}[200~".utf8))
    let chunk = [UInt8](repeating: 0x78, count: 1 << 16)
    for _ in 0..<(KeyDecoder.maximumPasteBytes / chunk.count) { result += decoder.decode(chunk) }
    // The first scalar past the limit is cut, and nothing after it comes back, even if it fits.
    result += decoder.decode(Array("漢yz\u{1B}[201~a".utf8))
    #expect(result.count == 2)
    guard case .paste(let text) = result.first else {
      Issue.record("expected a paste, got \(result.first.map { "\($0)" } ?? "nothing")")
      return
    }
    #expect(text.utf8.count == KeyDecoder.maximumPasteBytes)
    #expect(text.utf8.allSatisfy { $0 == 0x78 })
    #expect(result.last == .character("a"))
  }

  @Test func splittingTheInputNeverChangesTheKeys() {
    let samples = [
      "\u{1B}[1;5A\u{1B}OH\u{1B}\u{1B}[3~\u{1B}x\u{1B}[<0;3;4M漢🙂é\r\n\u{1B}[200~q\r\nhi\u{1B}[20\u{1B}[201~z",
      "\u{1B}[?1049h\u{1B}[Z\r\r\n\u{03}\u{1B}[" + String(repeating: "9", count: 70) + "~ok\u{1B}",
    ]
    for sample in samples {
      let bytes = Array(sample.utf8)
      let whole = keys(bytes)
      for cut in 0...bytes.count {
        #expect(keys(bytes, cuttingAt: [cut]) == whole, "cut at \(cut) of \(sample.debugDescription)")
      }
      #expect(keys(bytes, cuttingAt: Array(1..<bytes.count)) == whole, "byte by byte")
    }
  }

  @Test func splittingRandomInputNeverChangesTheKeys() {
    // Fragments that stress the boundaries: sequences, their prefixes, paste markers, CR LF,
    // multi-byte and broken UTF-8.
    let fragments: [[UInt8]] =
      [
        "\u{1B}", "[", "O", "\u{1B}[A", "\u{1B}[1;5C", "\u{1B}OF", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[20",
        "\u{1B}[<0;1;1M", "~", "1", ";", "\r", "\n", "\t", "a", "é", "漢", "🙂", "\u{7F}", "\u{03}", "\u{0}",
        String(repeating: "5", count: 40),
      ].map { Array($0.utf8) } + [[0xF0, 0x9F], [0x80], [0xC2, 0x85], [0xFF], [0xED, 0xA0, 0x80]]
    var generator = SplitMix64(seed: 0x5EED)
    for round in 0..<400 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 1...30, using: &generator) {
        bytes += fragments.randomElement(using: &generator) ?? []
      }
      let whole = keys(bytes)
      let cutCount = Int.random(in: 1...max(1, bytes.count), using: &generator)
      let cuts = (0..<cutCount).map { _ in Int.random(in: 0...bytes.count, using: &generator) }.sorted()
      #expect(keys(bytes, cuttingAt: cuts) == whole, "round \(round): \(bytes) cut at \(cuts)")
    }
  }

  @Test func aPasteWithoutItsEndMarkerEndsWhenTheReaderTimesItOut() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~abc\u{1B}[2".utf8)).isEmpty)
    #expect(decoder.isPasting)
    // What a reader calls after ``KeyDecoder/pasteTimeout`` without a byte.
    #expect(decoder.endPaste() == [.paste("abc[2")])
    #expect(!decoder.isPasting)
    #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    #expect(decoder.endPaste().isEmpty)
  }

  @Test func controlCAndControlBackslashEndAPasteAndStillQuit() {
    #expect(keys("\u{1B}[200~ab\u{03}q") == [.paste("ab"), .control("c"), .character("q")])
    #expect(keys("\u{1B}[200~\u{1C}") == [.paste(""), .control("\\")])
  }
}
