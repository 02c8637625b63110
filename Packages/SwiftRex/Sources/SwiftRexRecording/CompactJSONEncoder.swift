import Foundation

/// Encodes a value as one line of compact JSON, writing it out as the value's `encode(to:)` runs
/// rather than building a tree first: the recorder's per-action encoder.
///
/// It writes what `JSONEncoder` (with `.withoutEscapingSlashes`) would, keys in the order they are
/// encoded, for the values recordings hold: numbers, strings, booleans, `nil`, arrays, dictionaries,
/// structs and enums. What it does not write the way `JSONEncoder` does, it refuses with
/// ``Unsupported``, before anything reaches the caller, so the caller encodes that value with
/// `JSONEncoder` instead:
/// - `Data`, `Date`, `URL` and `Decimal`, which `JSONEncoder` writes in forms of its own;
/// - a `superEncoder`, a value that asks for no container, or two containers of different kinds;
/// - a container written to after a later sibling was started (streaming writes containers in
///   the order they are opened);
/// - a non-finite floating-point number (which `JSONEncoder` rejects too).
///
/// O(n) in the size of the output; one allocation per nested value that is not a number, string or
/// boolean.
struct CompactJSONEncoder {
  /// A value this encoder does not write as `JSONEncoder` would; encode it with `JSONEncoder`.
  struct Unsupported: Error, CustomStringConvertible {
    let description: String
  }

  /// `value` as compact JSON bytes.
  func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    let output = Output()
    output.bytes.reserveCapacity(256)
    try output.encodeValue(value, depth: 0, codingPath: [])
    if let failure = output.failure { throw failure }
    return output.bytes
  }
}

extension CompactJSONEncoder {
  /// The bytes written so far and the containers still open, innermost last.
  final class Output {
    // Not checked for exclusive access at run time: an `Output` lives for one `encode` call on one
    // thread, and every access to these two ends inside the method that began it, before any
    // user code (a value's `encode(to:)`) runs, so no two accesses ever overlap.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    /// For each open container: whether it is an object, how many entries it has, and its serial.
    @exclusivity(unchecked) var open: [(isObject: Bool, count: Int, serial: Int)] = []
    /// Why the value cannot be written here, when a call that cannot throw found out.
    var failure: Unsupported?
    private var nextSerial = 0

    /// Remembers `error` for the end of the encoding, when a call that cannot throw meets it.
    func fail(_ error: any Error) {
      if failure == nil {
        failure = error as? Unsupported ?? Unsupported(description: "\(error)")
      }
    }

    /// Closes every container deeper than `depth` (there are `depth` open containers afterwards).
    func close(above depth: Int) {
      while open.count > depth {
        let container = open.removeLast()
        bytes.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
      }
    }

    /// Prepares the entry a container at `depth` with `serial` writes next: closes what a value
    /// before it left open, writes the separator and, for an object, the key.
    func beginEntry(depth: Int, serial: Int, key: String?) throws {
      close(above: depth + 1)
      guard open.count == depth + 1, open[depth].serial == serial else {
        throw Unsupported(description: "a container was written to after a later one was started")
      }
      if open[depth].count > 0 { bytes.append(UInt8(ascii: ",")) }
      open[depth].count += 1
      if let key {
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
      }
    }

    /// Opens a container at `depth` (the current position); returns its serial.
    func openContainer(isObject: Bool, depth: Int) -> Int {
      nextSerial += 1
      open.append((isObject, 0, nextSerial))
      bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
      return nextSerial
    }

    /// Writes `value` at the current position, `depth` containers deep.
    func encodeValue<Value: Encodable>(_ value: Value, depth: Int, codingPath: [any CodingKey]) throws {
      if Value.self == Data.self || Value.self == Date.self || Value.self == URL.self
        || Value.self == Decimal.self
      {
        throw Unsupported(description: "\(Value.self) has a form of its own in JSONEncoder")
      }
      let encoder = ValueEncoder(output: self, depth: depth, codingPath: codingPath)
      try value.encode(to: encoder)
      if let failure { throw failure }
      guard encoder.wroteSomething else {
        throw Unsupported(description: "\(Value.self) encoded no value")
      }
      close(above: depth)
    }

    func writeString(_ string: String) {
      bytes.append(UInt8(ascii: "\""))
      // Most strings need no escape: they are copied whole.
      if string.utf8.withContiguousStorageIfAvailable(Self.needsNoEscape) ?? false {
        bytes.append(contentsOf: string.utf8)
      } else {
        for byte in string.utf8 { writeEscaped(byte) }
      }
      bytes.append(UInt8(ascii: "\""))
    }

    /// Whether `bytes` hold no quote, backslash or control character.
    private static func needsNoEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        return false
      }
      return true
    }

    /// Writes one byte of a string, escaped as `JSONEncoder` escapes it.
    private func writeEscaped(_ byte: UInt8) {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
      default: bytes.append(byte)
      }
    }

    func writeInteger(_ value: some BinaryInteger) {
      bytes.append(contentsOf: value.description.utf8)
    }

    func writeFloat(_ value: some BinaryFloatingPoint & LosslessStringConvertible) throws {
      guard value.isFinite else {
        throw Unsupported(description: "\(value) is not a valid JSON number")
      }
      var text = value.description
      // `JSONEncoder` writes an integral value without its fraction: 2, not 2.0.
      if text.hasSuffix(".0") { text.removeLast(2) }
      bytes.append(contentsOf: text.utf8)
    }

    func writeBool(_ value: Bool) {
      bytes.append(contentsOf: value ? Array("true".utf8) : Array("false".utf8))
    }

    func writeNull() {
      bytes.append(contentsOf: Array("null".utf8))
    }
  }

  /// The encoder one value is encoded with: it writes the container that value asks for at the
  /// position the value belongs.
  final class ValueEncoder: Encoder {
    let output: Output
    /// How many containers enclose the value.
    let depth: Int
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The container the value asked for: its kind and serial.
    private var container: (isObject: Bool, serial: Int)?
    /// Whether a single value was written.
    private var wroteSingleValue = false

    var wroteSomething: Bool { container != nil || wroteSingleValue }

    init(output: Output, depth: Int, codingPath: [any CodingKey]) {
      self.output = output
      self.depth = depth
      self.codingPath = codingPath
    }

    /// The serial of this value's container of the given kind, opening it on the first request.
    private func containerSerial(isObject: Bool) throws -> Int {
      if let container {
        guard container.isObject == isObject else {
          throw Unsupported(description: "a value asked for containers of two kinds")
        }
        return container.serial
      }
      guard !wroteSingleValue else { throw Unsupported(description: "a value asked for a second container") }
      output.close(above: depth)
      guard output.open.count == depth else {
        throw Unsupported(description: "a value asked for its container after a later one was started")
      }
      let serial = output.openContainer(isObject: isObject, depth: depth)
      container = (isObject, serial)
      return serial
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      do {
        let serial = try containerSerial(isObject: true)
        return KeyedEncodingContainer(
          KeyedContainer<Key>(output: output, depth: depth, serial: serial, codingPath: codingPath))
      } catch {
        output.fail(error)
        return KeyedEncodingContainer(
          KeyedContainer<Key>(output: output, depth: depth, serial: -1, codingPath: codingPath))
      }
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      do {
        let serial = try containerSerial(isObject: false)
        return UnkeyedContainer(output: output, depth: depth, serial: serial, codingPath: codingPath)
      } catch {
        output.fail(error)
        return UnkeyedContainer(output: output, depth: depth, serial: -1, codingPath: codingPath)
      }
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      SingleValueContainer(encoder: self)
    }

    /// Checks that a single value may be written here now, and marks it written.
    func beginSingleValue() throws {
      guard container == nil, !wroteSingleValue else {
        throw Unsupported(description: "a value wrote a second value")
      }
      output.close(above: depth)
      guard output.open.count == depth else {
        throw Unsupported(description: "a value was written after a later one was started")
      }
      wroteSingleValue = true
    }
  }
}
