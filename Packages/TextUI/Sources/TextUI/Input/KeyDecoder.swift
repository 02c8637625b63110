/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// Reads split input anywhere — in the middle of an escape sequence, a UTF-8 character or a
/// paste — so the decoder is a byte-at-a-time state machine that carries what it has seen from
/// one ``decode(_:)`` call to the next. Each key is decided by the bytes alone, never by where
/// the reads split them: feeding the same bytes in one call or in many (then ``flush()`` once)
/// gives the same keys.
///
/// SGR mouse reports (`ESC [ < b ; x ; y M`) become ``Key/mouse(_:)``. Escape sequences it does
/// not know — terminal replies, other mouse encodings, malformed or overlong ones — are dropped
/// whole, because printing their tails as text would type garbage into a
/// field. Pure and without I/O or clocks: the reader owns the timing (see ``escapeTimeout``).
///
///     var decoder = KeyDecoder()
///     let none = decoder.decode([0x1B, 0x5B])  // []: held, since it may become an arrow
///     let keys = decoder.decode([0x41])  // [.up]
public struct KeyDecoder: Sendable {
  /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
  ///
  /// The Esc key and the start of an arrow's sequence are the same byte; only a pause tells
  /// them apart. A terminal sends a sequence in one write, so 50 ms is long for it and still
  /// short for a person.
  public static let escapeTimeout: Duration = .milliseconds(50)

  /// The most UTF-8 bytes one ``Key/paste(_:)`` holds; a longer paste is cut here, the rest up
  /// to the end marker discarded, so pasting a huge file cannot exhaust memory.
  public static let maximumPasteBytes = 1 << 20

  /// How long a bracketed paste waits for its next byte before it counts as ended (see
  /// ``endPaste()``). A terminal sends a paste as fast as the line carries it; a paste whose end
  /// marker never comes (a terminal that died mid-paste, a stray `ESC [ 200 ~`) would otherwise
  /// swallow every later key, the quitting ones included.
  public static let pasteTimeout: Duration = .seconds(2)

  /// The longest CSI sequence, ESC and final byte included, that is interpreted; longer ones are
  /// dropped, so a stream of parameter bytes cannot grow the buffer without bound.
  static let maximumSequenceBytes = 64

  /// Where the decoder is in the byte stream.
  private enum Phase: Sendable {
    /// Between keys (or inside a UTF-8 character, which `text` tracks).
    case ground
    /// After an ESC.
    case escape
    /// After `ESC [`: parameter and intermediate bytes are gathered in `sequence`.
    case csi
    /// After `ESC O`: the next byte names the key.
    case ss3
    /// Inside a bracketed paste; `paste` gathers it.
    case paste
    /// After `ESC [ M`, a legacy (X10) mouse report: this many bytes of button and position
    /// follow, raw, and are dropped.
    case legacyMouse(remaining: Int)
  }

  private var phase = Phase.ground
  private var text = UTF8Assembler()
  /// Whether the previous byte was a CR that became an Enter, so that its LF does not make a
  /// second one.
  private var afterCR = false
  /// The parameter and intermediate bytes of the CSI sequence being read.
  private var sequence: [UInt8] = []
  /// Set when the CSI sequence being read has grown past ``maximumSequenceBytes``: it is still
  /// read to its end, so that none of it turns into text, and then dropped.
  private var sequenceTooLong = false
  private var paste = PasteCollector()

  /// A decoder that has seen no bytes.
  public init() {}

  /// True when bytes are held back waiting for more (a lone ESC, a partial sequence or
  /// character); a paste in progress does not count, since its end marker cannot time out.
  ///
  /// The reader uses it to decide whether to wait ``escapeTimeout`` and then call ``flush()``.
  public var isWaiting: Bool {
    switch phase {
    case .ground: text.isPending
    case .escape, .csi, .ss3, .legacyMouse: true
    case .paste: false
    }
  }

  /// True inside a bracketed paste: the reader waits ``pasteTimeout`` for more, then calls
  /// ``endPaste()``.
  public var isPasting: Bool {
    if case .paste = phase { return true }
    return false
  }

  /// Ends a paste whose end marker did not come within ``pasteTimeout``: what it gathered is the
  /// paste, and the bytes after it are keys again. Nothing outside a paste. O(n) in the paste.
  public mutating func endPaste() -> [Key] {
    guard isPasting else { return [] }
    phase = .ground
    let pasted = paste.finish()
    paste = PasteCollector()
    return [.paste(pasted)]
  }

  /// Decodes `bytes`, holding back an incomplete escape sequence or UTF-8 character for the
  /// next call. O(n) in the number of bytes.
  ///
  /// - Returns: the keys completed by these bytes, in order; empty when they only started one.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    for byte in bytes { step(byte, into: &keys) }
    return keys
  }

  /// Called by the reader when no byte arrived for ``escapeTimeout`` while ``isWaiting``: a held
  /// lone ESC becomes ``Key/escape``; any other incomplete sequence or partial UTF-8 character is
  /// dropped. A paste in progress goes on. O(1).
  ///
  /// A pause also ends a pending CR LF pair, so an LF typed later (Ctrl-J) is an Enter again.
  public mutating func flush() -> [Key] {
    afterCR = false
    switch phase {
    case .paste:
      return []
    case .escape:
      phase = .ground
      return [.escape]
    case .csi, .ss3, .legacyMouse:
      phase = .ground
      return []
    case .ground:
      text.reset()
      return []
    }
  }

  private mutating func step(_ byte: UInt8, into keys: inout [Key]) {
    let followsCR = afterCR
    afterCR = false
    switch phase {
    case .ground:
      ground(byte, followsCR: followsCR, into: &keys)
    case .escape:
      switch byte {
      case 0x1B: keys.append(.escape)  // the first was the Esc key; the second starts anew
      case 0x5B:  // [
        phase = .csi
        sequence.removeAll(keepingCapacity: true)
        sequenceTooLong = false
      case 0x4F: phase = .ss3  // O
      default: phase = .ground  // an Alt chord: no key of ours, and the byte must not print
      }
    case .ss3:
      phase = .ground
      switch byte {
      case 0x40...0x7E: if let key = Self.ss3Key(byte) { keys.append(key) }
      default: resumeAfterAbortedSequence(byte, into: &keys)
      }
    case .csi:
      switch byte {
      case 0x20...0x3F:
        // ESC and [ before, a final byte after: what remains of the limit for these bytes.
        if sequence.count < Self.maximumSequenceBytes - 3 {
          sequence.append(byte)
        } else {
          sequenceTooLong = true
        }
      case 0x4D where sequence.isEmpty:  // ESC [ M: a legacy mouse report's three raw bytes follow
        phase = .legacyMouse(remaining: 3)
      case 0x40...0x7E:
        phase = .ground
        if !sequenceTooLong { finishCSI(final: byte, into: &keys) }
      default:
        phase = .ground
        resumeAfterAbortedSequence(byte, into: &keys)
      }
    case .legacyMouse(let remaining):
      phase = remaining > 1 ? .legacyMouse(remaining: remaining - 1) : .ground
    case .paste:
      // Ctrl-C and Ctrl-\ are no text anyone pastes: they end the paste and quit, so a paste
      // that never ends cannot take the way out with it.
      if byte == 0x03 || byte == 0x1C {
        keys += endPaste()
        ground(byte, followsCR: false, into: &keys)
      } else if let pasted = paste.consume(byte) {
        keys.append(.paste(pasted))
        phase = .ground
      }
    }
  }

  /// Handles the byte that broke off a sequence. An ESC may start the next sequence and a
  /// non-ASCII byte may start text, so those are decoded; an ASCII byte (a control inside a CSI,
  /// or the one byte of an SS3) belongs to the broken sequence, so it is dropped with it.
  private mutating func resumeAfterAbortedSequence(_ byte: UInt8, into keys: inout [Key]) {
    if byte == 0x1B || byte >= 0x80 {
      ground(byte, followsCR: false, into: &keys)
    }
  }

  private mutating func ground(_ byte: UInt8, followsCR: Bool, into keys: inout [Key]) {
    guard let scalar = text.feed(byte) else { return }
    let value = scalar.value
    switch value {
    case 0x00: break  // NUL is what Ctrl-Space or a padding byte sends; neither is a key here
    case 0x09: keys.append(.tab)
    case 0x0D:
      keys.append(.enter)
      afterCR = true
    case 0x0A: if !followsCR { keys.append(.enter) }
    case 0x08, 0x7F: keys.append(.backspace)
    case 0x1B: phase = .escape
    case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(UInt8(value) + 0x60))))
    case 0x1C...0x1F: keys.append(.control(Character(Unicode.Scalar(UInt8(value) + 0x40))))
    case 0x80...0x9F: break  // C1 controls: invisible, and they would act on the terminal if echoed
    default: keys.append(.character(Character(scalar)))
    }
  }

  private mutating func finishCSI(final: UInt8, into keys: inout [Key]) {
    if sequence.first == 0x3C {  // <: an SGR mouse report
      if final == 0x4D || final == 0x6D, let parameters = Self.parameters(sequence.dropFirst()),
        parameters.count == 3, let button = parameters[0], let column = parameters[1],
        let row = parameters[2],
        let event = MouseEvent(button: button, column: column, row: row, isRelease: final == 0x6D)
      {
        keys.append(.mouse(event))
      }
      return
    }
    guard let parameters = Self.parameters(sequence) else { return }
    if final == 0x7E, parameters == [200] {
      phase = .paste
      paste = PasteCollector()
    } else if let key = Self.csiKey(parameters: parameters, final: final) {
      keys.append(key)
    }
  }

  /// The numbers of a CSI sequence's parameters, `nil` for an empty one; nil when the bytes are
  /// not plain numbers separated by `;` (private modes such as `?1049`, SGR mouse reports with
  /// `<`, intermediates), which no key sends.
  private static func parameters(_ bytes: some Collection<UInt8>) -> [Int?]? {
    var numbers: [Int?] = [nil]
    for byte in bytes {
      switch byte {
      case 0x30...0x39:
        let number = (numbers.last.flatMap { $0 } ?? 0) * 10 + Int(byte - 0x30)
        // No key uses a larger number; the bound keeps the arithmetic from overflowing.
        guard number <= 9999 else { return nil }
        numbers[numbers.count - 1] = number
      case 0x3B: numbers.append(nil)  // ;
      default: return nil
      }
    }
    return numbers
  }

  /// The key a complete CSI sequence stands for, if any. A second parameter is the modifier
  /// (`ESC [ 1 ; 5 A` is Ctrl-Up), which is accepted and ignored.
  private static func csiKey(parameters: [Int?], final: UInt8) -> Key? {
    guard parameters.count <= 2, parameters.count == 1 || parameters[1] != nil else { return nil }
    let first = parameters[0]
    switch final {
    case 0x41...0x5A:  // A...Z: a letter names the key; its number may only be 1
      guard first == nil || first == 1 else { return nil }
      switch final {
      case 0x5A: return .backTab
      default: return ss3Key(final)
      }
    case 0x7E:  // ~: the number names the key
      switch first {
      case 1, 7: return .home
      case 3: return .delete
      case 4, 8: return .end
      case 5: return .pageUp
      case 6: return .pageDown
      default: return nil
      }
    default:
      return nil
    }
  }

  /// The key whose final byte is `final` in `ESC O` form, which is also its letter in CSI form.
  private static func ss3Key(_ final: UInt8) -> Key? {
    switch final {
    case 0x41: .up
    case 0x42: .down
    case 0x43: .right
    case 0x44: .left
    case 0x48: .home
    case 0x46: .end
    default: nil
    }
  }
}
