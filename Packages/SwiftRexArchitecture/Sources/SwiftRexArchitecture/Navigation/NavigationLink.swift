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
  private let scope: Relay.StackScope<Store.Action, Store.State, ElementAction, ElementState>

  /// A link titled `title` that pushes `state` onto the stack `scope` lifts in `store`.
  public init(
    _ title: String, state: ElementState, store: Store,
    scope: Relay.StackScope<Store.Action, Store.State, ElementAction, ElementState>
  ) {
    self.title = title
    self.state = state
    self.store = store
    self.scope = scope
  }

  /// The button.
  public var body: some View {
    Button(title) {
      let next = store.state[keyPath: scope.stack].nextElementID
      store.dispatch(scope.action.embed(.push(id: next, state: state)))
    }
  }
}
