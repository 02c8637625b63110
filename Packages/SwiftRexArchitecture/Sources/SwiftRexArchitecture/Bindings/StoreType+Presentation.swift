extension StoreType {
  /// A binding that presents a sheet while `state` reads a non-`nil` item, for
  /// `.sheet(item:)`. Presentation is a function of state: when the sheet is dismissed, the
  /// binding dispatches `dismiss` and the sheet goes away once the behaviour clears the item.
  /// Writing a non-`nil` item does nothing: select by dispatching an action.
  ///
  /// ```swift
  /// .sheet(item: viewStore.item(.state(\.selected), dismiss: .dismissedDetail)) { book in Text(book.title) }
  /// ```
  public func item<Item>(
    _ state: BindingStateLane<State, Item?>,
    dismiss: Action,
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Binding<Item?> {
    let source = ActionSource(file: file, function: function, line: line)
    return Binding(
      get: { state.read(self.state) },
      set: { newValue in
        if newValue == nil { self.dispatch(DispatchedAction(dismiss, source: source)) }
      })
  }

  /// A binding that presents a sheet while `state` reads `true`, for `.sheet(isPresented:)`.
  /// Dismissing dispatches `dismiss`; the sheet goes away once the behaviour sets the flag to
  /// `false`. Writing `true` does nothing: present by dispatching an action.
  public func isPresented(
    _ state: BindingStateLane<State, Bool>,
    dismiss: Action,
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Binding<Bool> {
    let source = ActionSource(file: file, function: function, line: line)
    return Binding(
      get: { state.read(self.state) },
      set: { newValue in
        if !newValue { self.dispatch(DispatchedAction(dismiss, source: source)) }
      })
  }

  /// A binding that presents a sheet while `state` reads a non-`nil` value, for
  /// `.sheet(isPresented:)` over an optional: dismissing dispatches `dismiss`, and the sheet
  /// stays until the behaviour clears the value.
  public func isPresented<Wrapped>(
    _ state: BindingStateLane<State, Wrapped?>,
    dismiss: Action,
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Binding<Bool> {
    let source = ActionSource(file: file, function: function, line: line)
    return Binding(
      get: { state.read(self.state) != nil },
      set: { newValue in
        if !newValue { self.dispatch(DispatchedAction(dismiss, source: source)) }
      })
  }
}
