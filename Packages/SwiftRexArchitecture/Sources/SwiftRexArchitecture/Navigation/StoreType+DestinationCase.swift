extension StoreType where Action: HasCasePrisms {
  /// A store of one case of this store's destination enum — TCA's
  /// `store.scope(state: \.edit, action: \.edit)` — or `nil` while the state is another case.
  ///
  /// `state` and `action` are the case key paths `@Destination` (or `@Prisms`) generates, usually
  /// both spelled `\.edit`. The projection behaves like `StoreProjection.transpose()`'s if the state
  /// later leaves the case, and its actions reach this store embedded in the case. Use it where a
  /// store of the enum is at hand — a navigation stack's screen:
  ///
  /// ```swift
  /// NavigationStack(store: store, scope: Shop.pathScope, rootTitle: "Shop") { … } destination: { screen in
  ///   if let detail = screen.projection(state: \.detail, action: \.detail) {
  ///     ProductDetail.view(store: detail, environment: ())
  ///   }
  /// } title: { _ in "Product" }
  /// ```
  public func projection<CaseState, CaseAction>(
    state: KeyPath<State, CaseState?>, action: KeyPath<Action, CaseAction?>
  ) -> StoreProjection<CaseState, CaseAction>? {
    projection(action: Prism(action).review, state: { $0[keyPath: state] }).transpose()
  }
}

extension StoreType {
  /// A binding to one case of the destination that `scope` presents, for `.sheet(item:)` and its
  /// siblings: `nil` unless the presented destination is that case — TCA's
  /// `$store.scope(state: \.destination?.edit, action: \.destination.edit)`.
  ///
  /// ```swift
  /// .sheet(item: store.presentation(Drafts.destinationScope, state: \.edit, action: \.edit)) { edit in
  ///   EditForm.view(store: edit.store, environment: ())
  /// }
  /// ```
  ///
  /// Writing `nil` (the sheet's Dismiss) dispatches the scope's `.dismiss` while this case is the
  /// one presented, and nothing otherwise: another case on show stays. Writing a value does
  /// nothing: presentation is state, changed by actions.
  public func presentation<
    DestinationAction: HasCasePrisms, DestinationState, CaseAction, CaseState, ScopeEnvironment
  >(
    _ scope: Relay.Scope<
      Relay.PresentationLanes<Action, State, DestinationAction, DestinationState>, ScopeEnvironment
    >,
    state: KeyPath<DestinationState, CaseState?>,
    action: KeyPath<DestinationAction, CaseAction?>,
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Binding<PresentedStore<CaseState, CaseAction>?> {
    presentationBinding(
      scope, source: ActionSource(file: file, function: function, line: line),
      shows: { $0[keyPath: state] != nil }, child: { $0.projection(state: state, action: action) })
  }
}
