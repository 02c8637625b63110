/// A button that pushes a screen onto a navigation stack: it dispatches the stack's
/// `.push(id:state:)` with the id the stack will give next. The stack changes only when the
/// behaviour applies the push.
///
/// ```swift
/// NavigationLink("More by \(book.author)", state: .author(AuthorPage.State(author: book.author)))
/// NavigationLink("More by \(book.author)", state: .author(AuthorPage.State(author: book.author)),
///                store: store, scope: AppScope.libraryPath)
/// ```
/// Given only the state (TCA's `NavigationLink(state:)`), the link pushes onto the
/// ``NavigationStack`` on screen whose screens are of that state's type — the innermost, when
/// stacks nest — from the stack's root or from any of its screens. Given the stack's store and
/// scope, it pushes there, on screen or not.
@MainActor
public struct NavigationLink<Store, ElementAction, ElementState>: View {
  private let title: String
  private let push: @MainActor () -> Void

  /// A link titled `title` that pushes `state` onto the stack `scope` lifts in `store`.
  public init<ScopeEnvironment>(
    _ title: String, state: ElementState, store: Store,
    scope: Relay.Scope<
      Relay.StackLanes<Store.Action, Store.State, ElementAction, ElementState>, ScopeEnvironment
    >
  ) where Store: StoreType {
    self.title = title
    let action = scope.action
    let stackPath = scope.stack
    push = {
      let next = store.state[keyPath: stackPath].nextElementID
      store.dispatch(action.embed(.push(id: next, state: state)))
    }
  }

  /// The button.
  public var body: some View {
    Button(title, action: push)
  }
}

extension NavigationLink where Store == Void, ElementAction == Void {
  /// A link titled `title` that pushes `state` onto the navigation stack on screen whose screens
  /// are `ElementState`s: TCA's `NavigationLink(state:)`. Pressed with no such stack on screen,
  /// it does nothing and reports a runtime warning.
  public init(_ title: String, state: ElementState) {
    self.title = title
    push = {
      guard !NavigationStackRegistry.shared.push(state) else { return }
      RuntimeWarnings.report(
        "NavigationLink(\"\(title)\", state:) was pressed with no NavigationStack of \(ElementState.self) on "
          + "screen, so nothing was pushed. Show it inside such a stack, or pass the stack's store and scope."
      )
    }
  }
}
