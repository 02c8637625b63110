extension Shared: Equatable {
  /// Two holders of one value are equal without reading it; otherwise their values are compared.
  public static func == (lhs: Shared, rhs: Shared) -> Bool {
    lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the value, in line with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
