extension StoreType {
  /// Dispatches the payload-less action `path` addresses, through presentations (skipping
  /// `.presented`), stacks and collections by id: `store.dispatch(\.alert.confirmTapped)`, TCA's
  /// `send(\.alert.confirmTapped)`.
  public func dispatch(
    _ path: CaseKeyPath<Action, Void>, file: StaticString = #fileID, function: StaticString = #function,
    line: UInt = #line
  ) {
    dispatch(path, (), file: file, function: function, line: line)
  }

  /// Dispatches `value` embedded in the case `path` addresses: `store.dispatch(\.binding.title,
  /// "x")`, `store.dispatch(\.path[id: 0].detail.rename, "Ada")`.
  ///
  /// A path one of whose components is an optional property naming no case can match actions but
  /// not build one: the dispatch is dropped with a runtime warning.
  public func dispatch<Value>(
    _ path: CaseKeyPath<Action, Value>, _ value: Value, file: StaticString = #fileID,
    function: StaticString = #function, line: UInt = #line
  ) {
    let source = ActionSource(file: file, function: function, line: line)
    guard let embed = Case(path).embed else {
      RuntimeWarnings.report(
        "A case key path to \(Value.self) in \(Action.self), dispatched at \(source), names a property "
          + "that is no case, so no action can be built from it; the dispatch was dropped.")
      return
    }
    dispatch(DispatchedAction(embed(value), source: source))
  }
}
