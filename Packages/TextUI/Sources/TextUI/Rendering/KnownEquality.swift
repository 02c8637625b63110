/// Whether `old` and `new` are known to be equal: their type is `Equatable` and `==` says so.
///
/// Values whose type is not `Equatable` are never known equal, so whoever asks treats them as
/// changed: a view re-evaluates its body, a view store notifies. The renderer and the view stores
/// of SwiftRexArchitecture share this one definition.
@_spi(SwiftRexInternals)
public func areKnownEqual<Value>(_ old: Value, _ new: Value) -> Bool {
  // The type is asked first: it compares the two values where they are, where casting a value
  // to `any Equatable` and back copies both into existential boxes, on every view a parent
  // hands over again and every view store's change.
  if let type = Value.self as? any Equatable.Type { return type.areEqual(old, new) }
  // `Value` itself may be an existential (`Any`, `any View`) holding an `Equatable` value.
  guard let old = old as? any Equatable else { return false }
  return old.isEqual(to: new)
}

extension Equatable {
  /// `==` of two values of type `Value`, which is `Self`, compared where they are.
  fileprivate static func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    withUnsafePointer(to: lhs) { left in
      withUnsafePointer(to: rhs) { right in
        // `Value` is `Self`: the caller found `Value.self` to be this `Equatable` type.
        left.withMemoryRebound(to: Self.self, capacity: 1) { left in
          right.withMemoryRebound(to: Self.self, capacity: 1) { right in left.pointee == right.pointee }
        }
      }
    }
  }

  /// `==` against a value of the same static type seen as `Any`: equal only when it has this type.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
