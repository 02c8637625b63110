extension StoreType where Action: BindableAction, Action.State == State {
  /// A two-way binding to the field at `keyPath`, for a feature whose action is a
  /// ``BindableAction``: it reads the field and writes by dispatching
  /// `.binding(.set(keyPath, newValue))`, which `Behavior.binding()` applies. TCA's
  /// `$store.title`.
  ///
  /// ```swift
  /// TextField("Title", text: store.binding(\.title))
  /// ```
  /// The dispatched action's source is the place that made the binding.
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable,
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Binding<Value> {
    binding(
      .state(keyPath), dispatch: .action(review: { .binding(.set(keyPath, $0)) }), file: file,
      function: function,
      line: line)
  }
}
