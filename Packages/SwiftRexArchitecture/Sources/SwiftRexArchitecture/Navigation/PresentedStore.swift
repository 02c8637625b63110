/// A presented child as a sheet sees it: a store of the child, scoped to the presented state,
/// identified by its presentation — a new presentation is a new sheet, with fresh views.
@MainActor
public struct PresentedStore<State, Action>: Identifiable {
  /// The presentation this store belongs to.
  public let id: PresentationIdentity
  /// The child's store: its state is the presented state; its actions reach the parent as
  /// `.presented` actions.
  public let store: StoreProjection<State, Action>
}

extension StoreType {
  /// A binding to the child that `scope` presents, for `.sheet(item:)`: `nil` while nothing is
  /// presented. Writing `nil` (the sheet's Dismiss) dispatches the scope's `.dismiss`; the sheet
  /// goes once the behaviour clears the presentation. Writing a value does nothing: presentation
  /// is state, changed by actions.
  public func presentation<ChildAction, ChildState, ScopeEnvironment>(
    _ scope: Relay.Scope<Relay.PresentationLanes<Action, State, ChildAction, ChildState>, ScopeEnvironment>,
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Binding<PresentedStore<ChildState, ChildAction>?> {
    let source = ActionSource(file: file, function: function, line: line)
    // Read off the scope once: `scope.presentation` goes through its dynamic member, a generic
    // key path the runtime instantiates on every use, and the getter runs on every render.
    let presentation = scope.presentation
    let dismiss = scope.action.embed(.dismiss)
    // Whether something is presented, read granularly: the view presenting it is evaluated
    // again when a presentation starts or ends, not on every change of the state.
    let presented = TrackedStoreValue(self) { $0[keyPath: presentation].identity }
    return Binding(
      get: {
        guard let identity = presented.value, let child = self.projection(scope) else { return nil }
        return PresentedStore(id: identity, store: child)
      },
      set: { newValue in
        if newValue == nil { self.dispatch(DispatchedAction(dismiss, source: source)) }
      })
  }
}
