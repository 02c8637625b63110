/// Builds Unicode scalars from UTF-8 that arrives a byte at a time, possibly split across reads.
///
/// It validates as it goes (no overlong forms, surrogates or values past U+10FFFF), so a bad
/// byte costs only itself: a sequence cut short is dropped and the byte that cut it starts over.
/// Decoding the same bytes therefore gives the same scalars however the reads split them.
struct UTF8Assembler: Sendable {
  /// The bits of the scalar gathered so far.
  private var bits: UInt32 = 0
  /// Continuation bytes still expected; 0 when no sequence is open.
  private var remaining = 0
  /// The range the next continuation byte must fall in. The first one after a lead byte is
  /// narrower for some lead bytes: that is what rules out overlong forms and surrogates.
  private var next: ClosedRange<UInt8> = 0x80...0xBF

  /// True while a multi-byte sequence is open.
  var isPending: Bool { remaining > 0 }

  /// Forgets an open sequence, for when the caller knows it cannot be completed.
  mutating func reset() {
    remaining = 0
  }

  /// Takes one byte; returns a scalar when one is complete (ASCII at once), or nil when the byte
  /// was held or dropped. O(1).
  mutating func feed(_ byte: UInt8) -> Unicode.Scalar? {
    if remaining > 0 {
      if next.contains(byte) {
        bits = bits << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        next = 0x80...0xBF
        return remaining == 0 ? Unicode.Scalar(bits) : nil
      }
      // The open sequence is invalid; this byte may still begin a good one.
      remaining = 0
    }
    switch byte {
    case 0x00...0x7F: return Unicode.Scalar(byte)
    case 0xC2...0xDF: open(bits: byte & 0x1F, remaining: 1, next: 0x80...0xBF)
    case 0xE0: open(bits: 0, remaining: 2, next: 0xA0...0xBF)
    case 0xED: open(bits: 0x0D, remaining: 2, next: 0x80...0x9F)
    case 0xE1...0xEF: open(bits: byte & 0x0F, remaining: 2, next: 0x80...0xBF)
    case 0xF0: open(bits: 0, remaining: 3, next: 0x90...0xBF)
    case 0xF4: open(bits: 0x04, remaining: 3, next: 0x80...0x8F)
    case 0xF1...0xF3: open(bits: byte & 0x07, remaining: 3, next: 0x80...0xBF)
    default: break  // a stray continuation byte, or a lead byte no valid scalar starts with
    }
    return nil
  }

  private mutating func open(bits: UInt8, remaining: Int, next: ClosedRange<UInt8>) {
    self.bits = UInt32(bits)
    self.remaining = remaining
    self.next = next
  }
}
