// An identified array travels as a plain array of its elements, so it reads and writes the same
// JSON (or other format) as `[Element]` and can replace one without changing the wire format.
extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements, in order, as a plain array.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    try _elements.encode(to: encoder)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes a plain array of elements.
  ///
  /// Decoded data comes from outside the program, so a repeated id is not a crash but a
  /// `DecodingError.dataCorrupted` whose coding path points at the second occurrence. To accept
  /// such data, decode `[Element]` and build the array with ``init(_:uniquingIDsWith:)``.
  ///
  /// Only `Identifiable` elements are decodable, because a decoder cannot supply an id key path.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init()
    if let count = container.count {
      _ids.reserveCapacity(count)
      _elements.reserveCapacity(count)
      _positions.reserveCapacity(count)
    }
    while !container.isAtEnd {
      let offset = container.currentIndex
      let element = try container.decode(Element.self)
      let id = element.id
      if let existing = _positions[id] {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: container.codingPath + [ElementOffsetKey(offset)],
            debugDescription: """
              The id \(id) appears at offsets \(existing) and \(offset); an IdentifiedArray needs \
              unique ids. Decode [\(Element.self)] and use init(_:uniquingIDsWith:) to accept \
              repeated ids.
              """))
      }
      _appendAssumingAbsent(element, id: id)
    }
  }
}

/// The coding key of an element inside an unkeyed container, used to point an error at it.
private struct ElementOffsetKey: CodingKey {
  let intValue: Int?
  let stringValue: String

  init(_ offset: Int) {
    intValue = offset
    stringValue = "Index \(offset)"
  }

  init?(intValue: Int) { self.init(intValue) }

  init?(stringValue: String) { nil }
}
