/// A two-way connection to a value owned elsewhere: reading gets the current value, writing
/// hands the new one to the owner (a store, a model, a local variable).
///
/// Derive bindings to parts of the value with dynamic member lookup (`binding.name`) or with
/// ``map(get:set:)``.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
  }

  /// A binding that always reads `value` and ignores writes: for previews and tests.
  public static func constant(_ value: Value) -> Binding {
    Binding(get: { value }, set: { _ in })
  }

  /// The current value; setting it writes through to the owner.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself, so that `$value` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to the part of the value at `keyPath`; writing it writes the whole value back.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
    map(get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
  }

  /// A binding to a value computed from this one: `get` derives it, `set` folds a new derived
  /// value back into the current value, which is then written through.
  public func map<Target>(
    get: @escaping (Value) -> Target, set: @escaping (inout Value, Target) -> Void
  ) -> Binding<Target> {
    Binding<Target>(
      get: { get(self.wrappedValue) },
      set: { newTarget in
        var value = self.wrappedValue
        set(&value, newTarget)
        self.wrappedValue = value
      })
  }
}

extension Binding {
  /// Unwraps a binding to an optional: `nil` when the value is currently `nil`.
  public init?(_ base: Binding<Value?>) {
    guard let current = base.wrappedValue else { return nil }
    var last = current
    self.init(
      get: {
        if let value = base.wrappedValue { last = value }
        return last
      },
      set: { base.wrappedValue = $0 })
  }
}
