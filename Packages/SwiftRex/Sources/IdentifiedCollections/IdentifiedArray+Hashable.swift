// Equality and hashing look at the elements in order only: the ids and positions are derived
// from them, so comparing the elements already compares everything observable.
extension IdentifiedArray: Equatable where Element: Equatable {
  /// Whether both arrays hold equal elements in the same order.
  ///
  /// - Complexity: O(n), where n is the number of elements; O(1) when both share storage.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order, consistently with `==`.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_elements)
  }
}
