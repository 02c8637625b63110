/// The reading half of a store binding: which value of the state the binding shows. Written
/// `.state(\.field)` or `.state { state in … }`.
public struct BindingStateLane<State, Value> {
  let read: (State) -> Value

  /// Reads the value at `keyPath` of the state.
  public static func state(_ keyPath: KeyPath<State, Value>) -> BindingStateLane {
    BindingStateLane(read: { $0[keyPath: keyPath] })
  }

  /// Reads the value `read` derives from the state.
  public static func state(_ read: @escaping (State) -> Value) -> BindingStateLane {
    BindingStateLane(read: read)
  }
}
