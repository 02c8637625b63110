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
  /// presented. Writing `nil` (the sheet's Dismiss) while something is presented dispatches the
  /// scope's `.dismiss`; the sheet goes once the behaviour clears the presentation. Writing a
  /// value does nothing: presentation is state, changed by actions.
  public func presentation<ChildAction, ChildState, ScopeEnvironment>(
    _ scope: Relay.Scope<Relay.PresentationLanes<Action, State, ChildAction, ChildState>, ScopeEnvironment>,
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Binding<PresentedStore<ChildState, ChildAction>?> {
    presentationBinding(
      scope, source: ActionSource(file: file, function: function, line: line), shows: nil, child: { $0 })
  }

  /// The binding both `presentation` overloads return: presented while the scope's presentation
  /// holds a value `shows` accepts (any, when `shows` is `nil`), as the store `child` makes of
  /// the presented store; writing `nil` then dispatches the scope's `.dismiss` from `source`.
  func presentationBinding<DestinationAction, DestinationState, ScopeEnvironment, ChildState, ChildAction>(
    _ scope: Relay.Scope<
      Relay.PresentationLanes<Action, State, DestinationAction, DestinationState>, ScopeEnvironment
    >,
    source: ActionSource,
    shows: (@MainActor (DestinationState) -> Bool)?,
    child:
      @escaping @MainActor (StoreProjection<DestinationState, DestinationAction>) -> StoreProjection<
        ChildState, ChildAction
      >?
  ) -> Binding<PresentedStore<ChildState, ChildAction>?> {
    // Read off the scope once: `scope.presentation` goes through its dynamic member, a generic
    // key path the runtime instantiates on every use, and the getter runs on every render.
    let presentation = scope.presentation
    let dismiss = scope.action.embed(.dismiss)
    // Which presentation is on show, read granularly: the view presenting it is evaluated again
    // when a presentation starts or ends, not on every change of the state.
    let presented = TrackedStoreValue(self) { global -> PresentationIdentity? in
      let destination = global[keyPath: presentation]
      guard let shows else { return destination.identity }
      guard let shown = destination.wrappedValue, shows(shown) else { return nil }
      return destination.identity
    }
    return Binding(
      get: {
        guard let identity = presented.value, let destination = self.projection(scope),
          let store = child(destination)
        else { return nil }
        return PresentedStore(id: identity, store: store)
      },
      set: { newValue in
        if newValue == nil, presented.unobservedValue != nil {
          self.dispatch(DispatchedAction(dismiss, source: source))
        }
      })
  }
}
