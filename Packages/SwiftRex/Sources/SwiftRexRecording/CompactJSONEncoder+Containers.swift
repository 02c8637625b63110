import Foundation

// The three containers of `CompactJSONEncoder`. Each names the open container it writes into by
// its index in `Output.open` (`depth`) and its serial; a write first closes what a value before it
// left open, then checks that its container is still the innermost one (`Output.beginEntry`).

extension CompactJSONEncoder {
  struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let output: Output
    let depth: Int
    let serial: Int
    let codingPath: [any CodingKey]

    private func begin(_ key: Key) throws {
      try output.beginEntry(depth: depth, serial: serial, key: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {
      try begin(key)
      output.writeNull()
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      try begin(key)
      output.writeBool(value)
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      try begin(key)
      output.writeString(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      try begin(key)
      try output.writeFloat(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      try begin(key)
      try output.writeFloat(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    private func integer(_ value: some BinaryInteger, _ key: Key) throws {
      try begin(key)
      output.writeInteger(value)
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
      try begin(key)
      try output.encodeValue(value, depth: depth + 1, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      var nestedSerial = -1
      do {
        try begin(key)
        nestedSerial = output.openContainer(isObject: true, depth: depth + 1)
      } catch {
        output.fail(error)
      }
      return KeyedEncodingContainer(
        KeyedContainer<NestedKey>(
          output: output, depth: depth + 1, serial: nestedSerial, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      var nestedSerial = -1
      do {
        try begin(key)
        nestedSerial = output.openContainer(isObject: false, depth: depth + 1)
      } catch {
        output.fail(error)
      }
      return UnkeyedContainer(
        output: output, depth: depth + 1, serial: nestedSerial, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { unsupportedSuperEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { unsupportedSuperEncoder() }

    private func unsupportedSuperEncoder() -> any Encoder {
      output.fail(Unsupported(description: "a superEncoder was asked for"))
      return ValueEncoder(output: output, depth: depth + 1, codingPath: codingPath)
    }
  }

  struct UnkeyedContainer: UnkeyedEncodingContainer, ScalarWriting {
    let output: Output
    let depth: Int
    let serial: Int
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(output: Output, depth: Int, serial: Int, codingPath: [any CodingKey]) {
      self.output = output
      self.depth = depth
      self.serial = serial
      self.codingPath = codingPath
    }

    mutating func beginScalar() throws {
      try output.beginEntry(depth: depth, serial: serial, key: nil)
      count += 1
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
      let index = count
      try beginScalar()
      try output.encodeValue(value, depth: depth + 1, codingPath: codingPath + [AnyCodingKey(index: index)])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
      let path = codingPath + [AnyCodingKey(index: count)]
      var nestedSerial = -1
      do {
        try beginScalar()
        nestedSerial = output.openContainer(isObject: true, depth: depth + 1)
      } catch {
        output.fail(error)
      }
      return KeyedEncodingContainer(
        KeyedContainer<NestedKey>(output: output, depth: depth + 1, serial: nestedSerial, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let path = codingPath + [AnyCodingKey(index: count)]
      var nestedSerial = -1
      do {
        try beginScalar()
        nestedSerial = output.openContainer(isObject: false, depth: depth + 1)
      } catch {
        output.fail(error)
      }
      return UnkeyedContainer(output: output, depth: depth + 1, serial: nestedSerial, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
      output.fail(Unsupported(description: "a superEncoder was asked for"))
      return ValueEncoder(output: output, depth: depth + 1, codingPath: codingPath)
    }
  }

  struct SingleValueContainer: SingleValueEncodingContainer, ScalarWriting {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var output: Output { encoder.output }

    init(encoder: ValueEncoder) { self.encoder = encoder }

    mutating func beginScalar() throws { try encoder.beginSingleValue() }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
      try encoder.beginSingleValue()
      try output.encodeValue(value, depth: encoder.depth, codingPath: codingPath)
    }
  }

  /// A container that writes scalars with no key: an unkeyed or a single-value one. It begins an
  /// entry, then the scalar is written; these spell out the writes both protocols ask for.
  protocol ScalarWriting {
    var output: Output { get }
    /// Prepares the position the next scalar is written at, or throws why it cannot be written.
    mutating func beginScalar() throws
  }

  /// A key for a position in an array, or any key by its string.
  struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(index: Int) {
      stringValue = "Index \(index)"
      intValue = index
    }
    init?(stringValue: String) {
      self.stringValue = stringValue
      intValue = nil
    }
    init?(intValue: Int) { self.init(index: intValue) }
  }
}

extension CompactJSONEncoder.ScalarWriting {
  mutating func encodeNil() throws {
    try beginScalar()
    output.writeNull()
  }
  mutating func encode(_ value: Bool) throws {
    try beginScalar()
    output.writeBool(value)
  }
  mutating func encode(_ value: String) throws {
    try beginScalar()
    output.writeString(value)
  }
  mutating func encode(_ value: Double) throws {
    try beginScalar()
    try output.writeFloat(value)
  }
  mutating func encode(_ value: Float) throws {
    try beginScalar()
    try output.writeFloat(value)
  }
  mutating func encode(_ value: Int) throws { try integer(value) }
  mutating func encode(_ value: Int8) throws { try integer(value) }
  mutating func encode(_ value: Int16) throws { try integer(value) }
  mutating func encode(_ value: Int32) throws { try integer(value) }
  mutating func encode(_ value: Int64) throws { try integer(value) }
  mutating func encode(_ value: UInt) throws { try integer(value) }
  mutating func encode(_ value: UInt8) throws { try integer(value) }
  mutating func encode(_ value: UInt16) throws { try integer(value) }
  mutating func encode(_ value: UInt32) throws { try integer(value) }
  mutating func encode(_ value: UInt64) throws { try integer(value) }

  private mutating func integer(_ value: some BinaryInteger) throws {
    try beginScalar()
    output.writeInteger(value)
  }
}
