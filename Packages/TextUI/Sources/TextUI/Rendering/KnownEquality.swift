/// Whether `old` and `new` are known to be equal: their type is `Equatable` and `==` says so.
///
/// Values whose type is not `Equatable` are never known equal, so whoever asks treats them as
/// changed: a view re-evaluates its body, a view store notifies. The renderer and the view stores
/// of SwiftRexArchitecture share this one definition.
@_spi(SwiftRexInternals)
public func areKnownEqual<Value>(_ old: Value, _ new: Value) -> Bool {
  guard let old = old as? any Equatable else { return false }
  return old.isEqual(to: new)
}

extension Equatable {
  /// `==` against a value of the same static type seen as `Any`: equal only when it has this type.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
