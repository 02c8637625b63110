extension Case {
  /// The binding action that sets the field at `keyPath`: `\.binding.title` addresses
  /// `.binding(.set(\.title, value))`, so `dispatch(\.binding.title, "x")` sets the title. The
  /// path goes on into the field's own fields: `\.binding.audio.volume` addresses
  /// `.binding(.set(\.audio.volume, value))`, which sets the volume alone.
  public subscript<State, Field: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Field> & Sendable
  ) -> Case<Root, Field> where Value == BindingAction<State> {
    BindingField(binding: self, keyPath: keyPath).step
  }
}
