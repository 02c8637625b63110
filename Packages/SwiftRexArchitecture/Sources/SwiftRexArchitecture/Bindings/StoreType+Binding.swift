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

extension StoreType {
  /// A two-way binding that reads `get` of the state and writes by dispatching the action
  /// `send` makes of the new value — TCA's `viewStore.binding(get:send:)` — whose read is
  /// granular: a view that reads it is evaluated again only when that value changes (compared
  /// with `==`), not on every change of the state.
  ///
  /// ```swift
  /// TabView(selection: store.binding(get: \.screen, send: AppAction.navigate)) { … }
  /// ```
  ///
  /// A root view's tab view, reading its selection off the app's store, is then left alone by
  /// the actions that change anything but the tab. The binding follows the store while it
  /// lives (one derivation and one comparison per change of the state); making it observes
  /// nothing, so the body that makes it does not depend on the state either. The dispatched
  /// action's source is the place that made the binding.
  public func binding<Value: Equatable>(
    get: @escaping @MainActor (State) -> Value,
    send action: @escaping (Value) -> Action,
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Binding<Value> {
    let source = ActionSource(file: file, function: function, line: line)
    let read = TrackedStoreValue(self, get)
    return Binding(
      get: { read.value },
      set: { self.dispatch(DispatchedAction(action($0), source: source)) })
  }
}
