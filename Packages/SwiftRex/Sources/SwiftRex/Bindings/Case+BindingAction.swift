extension Case {
  /// The binding action that sets the field at `keyPath`: `\.binding.title` addresses
  /// `.binding(.set(\.title, value))`, so `dispatch(\.binding.title, "x")` sets the title.
  public subscript<State, Field: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Field> & Sendable
  ) -> Case<Root, Field> where Value == BindingAction<State> {
    appending(extract: { $0.value(at: keyPath) }, embed: { .set(keyPath, $0) })
  }
}
