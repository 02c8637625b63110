/// Whether `old` and `new` are known to be equal: they are `Equatable` and `==`. Values that are
/// not `Equatable` are never duplicates, so a view store without equality always notifies.
func areDuplicates<Value>(_ old: Value, _ new: Value) -> Bool {
  guard let old = old as? any Equatable else { return false }
  return old.isEqual(to: new)
}

extension Equatable {
  /// `==` against a value of the same static type seen as `Any`.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
