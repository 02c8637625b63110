/// A button that pushes a screen onto a navigation stack: it dispatches the stack's
/// `.push(id:state:)` with the id the stack will give next. The stack changes only when the
/// behaviour applies the push.
///
/// ```swift
/// NavigationLink("More by \(book.author)", state: .author(AuthorPage.State(author: book.author)),
///                store: store, scope: AppScope.libraryPath)
/// ```
@MainActor
public struct NavigationLink<Store: StoreType, ElementAction, ElementState>: View {
  private let title: String
  private let state: ElementState
  private let store: Store
  private let action: Relay.ActionLane<Store.Action, StackAction<ElementState, ElementAction>>
  private let stackPath: KeyPath<Store.State, StackState<ElementState>>

  /// A link titled `title` that pushes `state` onto the stack `scope` lifts in `store`.
  public init<ScopeEnvironment>(
    _ title: String, state: ElementState, store: Store,
    scope: Relay.Scope<
      Relay.StackLanes<Store.Action, Store.State, ElementAction, ElementState>, ScopeEnvironment
    >
  ) {
    self.title = title
    self.state = state
    self.store = store
    action = scope.action
    stackPath = scope.stack
  }

  /// The button.
  public var body: some View {
    Button(title) {
      let next = store.state[keyPath: stackPath].nextElementID
      store.dispatch(action.embed(.push(id: next, state: state)))
    }
  }
}
