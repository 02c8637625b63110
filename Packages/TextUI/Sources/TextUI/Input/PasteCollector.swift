/// Gathers the text of one bracketed paste, byte by byte, until the terminal's end marker.
///
/// Pasted text is data, not key presses, so it is cleaned rather than interpreted: line breaks
/// become `"\n"`, other controls (ESC included) are removed so the text cannot drive the terminal
/// when shown, invalid UTF-8 is removed, and the text stops growing at
/// ``KeyDecoder/maximumPasteBytes`` so a runaway paste cannot exhaust memory.
struct PasteCollector: Sendable {
  /// `ESC [ 201 ~`, which ends the paste.
  private static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  private var text = ""
  /// The UTF-8 size of `text`, kept so the cap costs nothing to check.
  private var byteCount = 0
  private var isFull = false
  private var assembler = UTF8Assembler()
  /// Whether the last content byte was CR, so that the LF of a CR LF pair adds nothing.
  private var afterCR = false
  /// How many bytes of the end marker the latest bytes match; they are held back until the
  /// marker either completes or turns out to be pasted text.
  private var markerMatched = 0

  /// Takes one byte; returns the whole paste when this byte completes the end marker, after
  /// which the collector is empty again. O(1) amortized.
  mutating func consume(_ byte: UInt8) -> String? {
    let marker = Self.endMarker
    if markerMatched < marker.count, byte == marker[markerMatched] {
      markerMatched += 1
      guard markerMatched == marker.count else { return nil }
      let pasted = text
      self = PasteCollector()
      return pasted
    }
    if markerMatched > 0 {
      // Not the marker after all: the held bytes were content. Only its first byte (ESC) can
      // begin a new match, since ESC appears nowhere else in the marker.
      for held in marker.prefix(markerMatched) { append(held) }
      markerMatched = 0
      if byte == marker[0] {
        markerMatched = 1
        return nil
      }
    }
    append(byte)
    return nil
  }

  /// The paste so far, the bytes held as a possible end marker included: the paste is over
  /// without its marker (see ``KeyDecoder/endPaste()``).
  mutating func finish() -> String {
    for held in Self.endMarker.prefix(markerMatched) { append(held) }
    markerMatched = 0
    return text
  }

  private mutating func append(_ byte: UInt8) {
    let followsCR = afterCR
    afterCR = false
    guard let scalar = assembler.feed(byte) else { return }
    switch scalar.value {
    case 0x0D:
      add("\n")
      afterCR = true
    case 0x0A:
      if !followsCR { add("\n") }
    case 0x09: add("\t")
    case 0x00...0x1F, 0x7F...0x9F: break  // C0, DEL and C1 controls
    default: add(scalar)
    }
  }

  private mutating func add(_ scalar: Unicode.Scalar) {
    guard !isFull else { return }
    let size = UTF8.width(scalar)
    guard byteCount + size <= KeyDecoder.maximumPasteBytes else {
      // Once cut, the rest is discarded even if a shorter scalar would still fit, so the paste
      // is a prefix of what was pasted.
      isFull = true
      return
    }
    text.unicodeScalars.append(scalar)
    byteCount += size
  }
}
