/// A view's store observed field by field: a view is evaluated again only when a field it read
/// in its body changes. A view that shows only `title` is not re-rendered when `charge` changes.
///
/// Its state is a `@Tracked` struct (`@Feature(strategy: .observationGranular)` adds the
/// attribute to the view state for you). Its getters report each read to the store's
/// ``FieldTracker``; when the upstream state changes, the store compares the new view state
/// field by field and tells Observation only about the fields that differ. Reading the state as
/// a whole (passing `viewStore.state` on, comparing it) reads no field and so observes nothing:
/// read the fields a view shows.
///
/// It is itself a `StoreType`; `@Feature(strategy: .observationGranular)` builds one for its
/// `Content`.
@MainActor
public final class TrackedViewStore<State: TrackedState, Action>: StoreType {
  private let core: ViewStoreCore<State, Action>
  private let tracker = FieldTracker()

  /// A tracked view store over `store` whose state is `state` of the upstream state and whose
  /// actions embed into the upstream's with `action`.
  public init<Upstream: StoreType>(
    _ store: Upstream,
    state: @escaping @MainActor (Upstream.State) -> State,
    action: @escaping (Action) -> Upstream.Action
  ) {
    let tracker = tracker
    core = ViewStoreCore(
      store,
      state: { upstream in
        var tracked = state(upstream)
        tracked._$tracker = tracker
        return tracked
      },
      action: action)
    core.start { [weak self] new in self?.receive(new) }
  }

  /// A tracked view store over `store`, reading its state and dispatching its actions unchanged.
  public convenience init(_ store: some StoreType<State, Action>) {
    self.init(store, state: { $0 }, action: { $0 })
  }

  /// The view's state. Each field a body reads makes that view depend on that field only.
  public var state: State { core.state }

  /// Calls `body` with the view's state, whose fields report no reads: nothing read there is
  /// observed (see `StoreType.withState(_:)`).
  public func withState<Value>(_ body: (State) -> Value) -> Value {
    var state = core.state
    state._$tracker = .untracked
    return body(state)
  }

  /// Dispatches the view's action to the upstream store, embedded, keeping its source.
  public func dispatch(_ dispatched: DispatchedAction<Action>) { core.dispatch(dispatched) }

  /// Calls `observer` with the view's state after every change of one of its fields.
  public func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    core.subscribe(observer)
  }

  private func receive(_ new: State) {
    let changed = State._$trackedFields.filter { $0.hasChanged(from: core.state, to: new) }
    guard !changed.isEmpty else { return }
    core.publish(new) { store in
      for field in changed { tracker.willSet(field.name) }
      store()
      for field in changed { tracker.didSet(field.name) }
    }
  }
}
