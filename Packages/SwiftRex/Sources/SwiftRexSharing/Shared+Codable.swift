extension Shared: Encodable where Value: Encodable {
  /// Encodes the value alone, as if it were not shared: a saved state or a recording holds what
  /// the value was.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension Shared: Decodable where Value: Decodable {
  /// A shared value that no storage names, holding the decoded value. A state decoded with
  /// `@Shared(storage)` properties gets them from their storages instead when its type decodes
  /// them with the property wrapper's own default (leave them out of its `CodingKeys`).
  public init(from decoder: any Decoder) throws {
    self.init(value: try Value(from: decoder))
  }
}
