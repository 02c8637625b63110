extension Shared: Encodable where Value: Encodable {
  /// Encodes the value with the id of the shared value it is (`{"shared": "memory:counters",
  /// "value": […]}`): a recording holds what every shared value was, and decoding links the
  /// holders of one id again.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SharedCodingKeys.self)
    try container.encode(id, forKey: .shared)
    try container.encode(wrappedValue, forKey: .value)
  }
}

extension Shared: Decodable where Value: Decodable {
  /// The shared value the encoded id names in the current container, set to the decoded value:
  /// every holder of one id decodes to one value again (a replayed recording shares as the
  /// recorded run did). A plain value, without an id, decodes as a value of its own.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: SharedCodingKeys.self),
      container.contains(.shared)
    {
      let id = try container.decode(String.self, forKey: .shared)
      let value = try container.decode(Value.self, forKey: .value)
      self.init(box: SharedContainer.current.decodedReference(id: id, value: value))
    } else {
      self.init(value: try Value(from: decoder))
    }
  }
}
