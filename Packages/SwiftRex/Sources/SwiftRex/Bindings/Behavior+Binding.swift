extension Behavior where Action: BindableAction, Action.State == State {
  /// Applies every binding action to the state, and does nothing else: TCA's
  /// `BindingReducer()`. Combine it with the feature's own behaviour, before it, so that the
  /// feature reacts to a field's new value:
  ///
  /// ```swift
  /// .combine(.binding(), .handle { action, _ in … })
  /// ```
  public static func binding() -> Behavior {
    .reduce { action, state in action.binding?.apply(to: &state) }
  }
}
