extension StoreType {
  /// A two-way binding for a control: it reads through `state` and writes by dispatching the
  /// action `action` makes of the new value. It never writes state itself: what the control
  /// shows is whatever the state holds after the behaviour ran.
  ///
  /// ```swift
  /// TextField("Powers", text: viewStore.binding(.state(\.powersText), dispatch: .action(\.editedPowers)))
  /// Toggle("Retired", isOn: viewStore.binding(.state(\.isRetired), dispatch: .action(review: { _ in .tappedRetirement })))
  /// ```
  ///
  /// The dispatched action's source is the place that made the binding.
  public func binding<Value>(
    _ state: BindingStateLane<State, Value>,
    dispatch action: BindingActionLane<Action, Value>,
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Binding<Value> {
    let source = ActionSource(file: file, function: function, line: line)
    return Binding(
      get: { state.read(self.state) },
      set: { self.dispatch(DispatchedAction(action.embed($0), source: source)) })
  }
}
