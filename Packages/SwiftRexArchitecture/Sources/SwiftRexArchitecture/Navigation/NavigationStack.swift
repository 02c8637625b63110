/// A navigation stack on screen: the breadcrumb of the screens on the stack, a Back control, and
/// the top screen — or the root when the stack is empty.
///
/// ```swift
/// NavigationStack(store: store, scope: AppScope.libraryPath, rootTitle: "Library") {
///   LibraryShelfView(store: store)
/// } destination: { pageStore in
///   AuthorPageView(store: pageStore)
/// } title: { page in
///   page.author
/// }
/// ```
///
/// Each screen's content gets a store of that screen; its actions reach the parent as
/// `.element(id:action:)`. Back dispatches `.popFrom(id:)` for the top screen: the stack changes
/// only through actions; Esc does the same as Back. A screen's views are keyed by its id, so a screen pushed again is a new
/// screen with fresh views.
@MainActor
public struct NavigationStack<
  Store: StoreType, ElementAction, ElementState, Root: View, Destination: View
>: View {
  private let store: Store
  private let action: Relay.ActionLane<Store.Action, StackAction<ElementState, ElementAction>>
  private let stackPath: KeyPath<Store.State, StackState<ElementState>>
  private let screenStore: @MainActor (StackElementID) -> StoreProjection<ElementState, ElementAction>?
  private let rootTitle: String
  private let root: Root
  private let destination: @MainActor (StoreProjection<ElementState, ElementAction>) -> Destination
  private let title: @MainActor (ElementState) -> String

  /// A stack over the screens `scope` lifts in `store`.
  /// - Parameters:
  ///   - store: the store holding the stack (an app's store, or a projection of it).
  ///   - scope: the stack scope the screens' behaviour is lifted through.
  ///   - rootTitle: how the breadcrumb names the root.
  ///   - root: what shows when no screen is pushed.
  ///   - destination: a screen's view, given the screen's store.
  ///   - title: how the breadcrumb names a screen.
  public init<ScopeEnvironment>(
    store: Store,
    scope: Relay.Scope<
      Relay.StackLanes<Store.Action, Store.State, ElementAction, ElementState>, ScopeEnvironment
    >,
    rootTitle: String,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination:
      @escaping @MainActor (StoreProjection<ElementState, ElementAction>) -> Destination,
    title: @escaping @MainActor (ElementState) -> String
  ) {
    self.store = store
    action = scope.action
    stackPath = scope.stack
    screenStore = { id in store.projection(id, in: scope) }
    self.rootTitle = rootTitle
    self.root = root()
    self.destination = destination
    self.title = title
  }

  /// The breadcrumb, Back, and the top screen (or the root).
  public var body: some View {
    let stack = store.state[keyPath: stackPath]
    // While on screen, the stack is where a `NavigationLink(_:state:)` of its screens' state pushes.
    let key = AnyHashable(StackKey(store: ObjectIdentifier(store), stack: stackPath))
    let push: @MainActor (ElementState) -> Void = { [weak store, action, stackPath] state in
      guard let store else { return }
      let next = store.state[keyPath: stackPath].nextElementID
      store.dispatch(action.embed(.push(id: next, state: state)))
    }
    VStack {
      Text(([rootTitle] + stack.map(title)).joined(separator: " › ")).foregroundStyle(.secondary)
      if let top = stack.ids.last {
        VStack {
          Button("‹ Back") { store.dispatch(action.embed(.popFrom(id: top))) }
          ForEach([top], id: \.self) { id in
            if let screen = screenStore(id) { destination(screen) }
          }
        }
        // Esc goes back too, unless a sheet on top takes it first.
        .onExitCommand { store.dispatch(action.embed(.popFrom(id: top))) }
      } else {
        root
      }
    }
    .onAppear {
      NavigationStackRegistry.shared.add(key, owner: store, elements: ElementState.self, push: push)
    }
    .onDisappear { NavigationStackRegistry.shared.remove(key) }
  }
}

/// What tells one stack on screen from another: the store holding it and where in its state.
private struct StackKey: Hashable {
  let store: ObjectIdentifier
  let stack: AnyKeyPath
}
