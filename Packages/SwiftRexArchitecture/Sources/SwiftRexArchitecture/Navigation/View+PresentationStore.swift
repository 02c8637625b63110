extension View {
  /// Presents the child that `scope` presents in `store` as a sheet, while it is presented; its
  /// content gets a store of the child. The sheet's Dismiss dispatches the scope's `.dismiss`.
  ///
  /// ```swift
  /// .sheet(store: store, scope: AppScope.hero) { heroStore in
  ///   HeroDetails.view(store: heroStore, environment: environment.heroDetail)
  /// }
  /// ```
  @MainActor
  public func sheet<Store: StoreType, ChildAction, ChildState, ScopeEnvironment, Content: View>(
    store: Store,
    scope: Relay.Scope<
      Relay.PresentationLanes<Store.Action, Store.State, ChildAction, ChildState>, ScopeEnvironment
    >,
    @ViewBuilder content: @escaping @MainActor (StoreProjection<ChildState, ChildAction>) -> Content
  ) -> some View {
    sheet(item: store.presentation(scope)) { presented in content(presented.store) }
  }

  /// Presents the child that `scope` presents in `store` as a full-screen cover: as
  /// `sheet(store:scope:content:)`, but nothing below the cover is drawn or reachable while it is
  /// up.
  @MainActor
  public func fullScreenCover<Store: StoreType, ChildAction, ChildState, ScopeEnvironment, Content: View>(
    store: Store,
    scope: Relay.Scope<
      Relay.PresentationLanes<Store.Action, Store.State, ChildAction, ChildState>, ScopeEnvironment
    >,
    @ViewBuilder content: @escaping @MainActor (StoreProjection<ChildState, ChildAction>) -> Content
  ) -> some View {
    fullScreenCover(item: store.presentation(scope)) { presented in content(presented.store) }
  }

  /// Presents an alert while the `AlertState` that `scope` presents in `store` exists: a modal box
  /// with its title, message and buttons (an OK that dismisses when it has none). A button
  /// dispatches its action as a `.presented` action — the presentation then ends — or, without an
  /// action, the scope's `.dismiss`; the box's Dismiss (Esc) does what the cancel-role button does.
  @MainActor
  public func alert<Store: StoreType, ChildAction, ScopeEnvironment>(
    store: Store,
    scope: Relay.Scope<
      Relay.PresentationLanes<Store.Action, Store.State, ChildAction, AlertState<ChildAction>>,
      ScopeEnvironment
    >
  ) -> some View {
    modalBox(
      presenting: store.presentation(scope), send: { store.dispatch(scope.action.embed($0)) },
      content: { ModalBoxContent(alert: $0) })
  }

  /// Presents a confirmation dialog while the `ConfirmationDialogState` that `scope` presents in
  /// `store` exists, as `alert(store:scope:)` does an alert; a Cancel is added when no button has
  /// the cancel role, and the title shows unless its visibility is `.hidden`.
  @MainActor
  public func confirmationDialog<Store: StoreType, ChildAction, ScopeEnvironment>(
    store: Store,
    scope: Relay.Scope<
      Relay.PresentationLanes<Store.Action, Store.State, ChildAction, ConfirmationDialogState<ChildAction>>,
      ScopeEnvironment
    >
  ) -> some View {
    modalBox(
      presenting: store.presentation(scope), send: { store.dispatch(scope.action.embed($0)) },
      content: { ModalBoxContent(dialog: $0) })
  }

  /// A modal box over this view while `presented` holds a button-driven state; its buttons and its
  /// Dismiss `send` the presentation's actions.
  @MainActor
  func modalBox<ChildAction, ChildState>(
    presenting presented: Binding<PresentedStore<ChildState, ChildAction>?>,
    send: @escaping @MainActor (PresentationAction<ChildAction>) -> Void,
    content: @escaping @MainActor (ChildState) -> ModalBoxContent<ChildAction>
  ) -> some View {
    let binding = Binding<PresentedStore<ChildState, ChildAction>?>(
      get: { presented.wrappedValue },
      set: { newValue in
        // The box's Dismiss: what its cancel button does.
        guard newValue == nil, let state = presented.wrappedValue?.store.state else { return }
        send(content(state).cancelAction.map(PresentationAction.presented) ?? .dismiss)
      })
    return sheet(item: binding) { item in
      let box = content(item.store.state)
      // Outermost, so the sheet reads it: the box's title.
      ModalBox(content: box) { action in
        send(action.map(PresentationAction.presented) ?? .dismiss)
      }
      .navigationTitle(box.title ?? "")
    }
  }
}
