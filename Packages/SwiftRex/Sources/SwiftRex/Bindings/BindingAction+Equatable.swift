extension BindingAction: Equatable {
  /// Whether the two set the same field to equal values. An action decoded from a recording is
  /// compared by its field's name and its value's JSON.
  public static func == (lhs: BindingAction, rhs: BindingAction) -> Bool {
    if let left = lhs.keyPath, let right = rhs.keyPath {
      return left == right && lhs.sameValue(as: rhs)
    }
    guard lhs.field != nil, lhs.field == rhs.field, let left = lhs.json() else { return false }
    return left == rhs.json()
  }

  private func sameValue(as other: BindingAction) -> Bool {
    func equals<Value: Equatable>(_ value: Value) -> Bool { (other.value as? Value) == value }
    guard let value = value as? any Equatable else { return false }
    return equals(value)
  }
}
