extension View {
  /// Presents one case of the destination that `scope` presents in `store` as a sheet, while that
  /// case is the one presented — TCA's
  /// `.sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit))`. Its
  /// content gets a store of the case; the sheet's Dismiss dispatches the scope's `.dismiss`.
  ///
  /// ```swift
  /// .sheet(store: store, scope: Drafts.destinationScope, state: \.edit, action: \.edit) { edit in
  ///   EditForm.view(store: edit, environment: ())
  /// }
  /// ```
  @MainActor
  public func sheet<
    Store: StoreType, DestinationAction: HasCasePrisms, DestinationState, CaseAction, CaseState,
    ScopeEnvironment,
    Content: View
  >(
    store: Store,
    scope: Relay.Scope<
      Relay.PresentationLanes<Store.Action, Store.State, DestinationAction, DestinationState>,
      ScopeEnvironment
    >,
    state: KeyPath<DestinationState, CaseState?>,
    action: KeyPath<DestinationAction, CaseAction?>,
    @ViewBuilder content: @escaping @MainActor (StoreProjection<CaseState, CaseAction>) -> Content
  ) -> some View {
    sheet(item: store.presentation(scope, state: state, action: action)) { presented in
      content(presented.store)
    }
  }

  /// Presents one case of the destination that `scope` presents in `store` as a full-screen
  /// cover: as ``sheet(store:scope:state:action:content:)``, but nothing below the cover is drawn
  /// or reachable while it is up.
  @MainActor
  public func fullScreenCover<
    Store: StoreType, DestinationAction: HasCasePrisms, DestinationState, CaseAction, CaseState,
    ScopeEnvironment,
    Content: View
  >(
    store: Store,
    scope: Relay.Scope<
      Relay.PresentationLanes<Store.Action, Store.State, DestinationAction, DestinationState>,
      ScopeEnvironment
    >,
    state: KeyPath<DestinationState, CaseState?>,
    action: KeyPath<DestinationAction, CaseAction?>,
    @ViewBuilder content: @escaping @MainActor (StoreProjection<CaseState, CaseAction>) -> Content
  ) -> some View {
    fullScreenCover(item: store.presentation(scope, state: state, action: action)) { presented in
      content(presented.store)
    }
  }

  /// Presents the alert case of the destination that `scope` presents in `store`, while it is the
  /// case presented, as `alert(store:scope:)` presents an alert of its own: a button dispatches
  /// its action inside the case (`.destination(.presented(.alert(.confirm)))`), then the
  /// presentation ends.
  ///
  /// ```swift
  /// .alert(store: store, scope: Drafts.destinationScope, state: \.deletion, action: \.deletion)
  /// ```
  @MainActor
  public func alert<
    Store: StoreType, DestinationAction: HasCasePrisms, DestinationState, CaseAction, ScopeEnvironment
  >(
    store: Store,
    scope: Relay.Scope<
      Relay.PresentationLanes<Store.Action, Store.State, DestinationAction, DestinationState>,
      ScopeEnvironment
    >,
    state: KeyPath<DestinationState, AlertState<CaseAction>?>,
    action: KeyPath<DestinationAction, CaseAction?>
  ) -> some View {
    caseModalBox(store: store, scope: scope, state: state, action: action) { ModalBoxContent(alert: $0) }
  }

  /// Presents the confirmation-dialog case of the destination that `scope` presents in `store`,
  /// while it is the case presented, as `confirmationDialog(store:scope:)` presents a dialog of
  /// its own.
  @MainActor
  public func confirmationDialog<
    Store: StoreType, DestinationAction: HasCasePrisms, DestinationState, CaseAction, ScopeEnvironment
  >(
    store: Store,
    scope: Relay.Scope<
      Relay.PresentationLanes<Store.Action, Store.State, DestinationAction, DestinationState>,
      ScopeEnvironment
    >,
    state: KeyPath<DestinationState, ConfirmationDialogState<CaseAction>?>,
    action: KeyPath<DestinationAction, CaseAction?>
  ) -> some View {
    caseModalBox(store: store, scope: scope, state: state, action: action) { ModalBoxContent(dialog: $0) }
  }

  /// A modal box over this view while the case at `state` of the destination `scope` presents
  /// is on show: its buttons' actions are embedded in the case, its Dismiss is the scope's.
  @MainActor
  private func caseModalBox<
    Store: StoreType, DestinationAction: HasCasePrisms, DestinationState, CaseAction, CaseState,
    ScopeEnvironment
  >(
    store: Store,
    scope: Relay.Scope<
      Relay.PresentationLanes<Store.Action, Store.State, DestinationAction, DestinationState>,
      ScopeEnvironment
    >,
    state: KeyPath<DestinationState, CaseState?>,
    action: KeyPath<DestinationAction, CaseAction?>,
    content: @escaping @MainActor (CaseState) -> ModalBoxContent<CaseAction>
  ) -> some View {
    let embed = Prism(action).review
    let send: @MainActor (PresentationAction<CaseAction>) -> Void = { presentation in
      switch presentation {
      case .presented(let caseAction): store.dispatch(scope.action.embed(.presented(embed(caseAction))))
      case .dismiss: store.dispatch(scope.action.embed(.dismiss))
      }
    }
    return modalBox(
      presenting: store.presentation(scope, state: state, action: action), send: send, content: content)
  }
}
