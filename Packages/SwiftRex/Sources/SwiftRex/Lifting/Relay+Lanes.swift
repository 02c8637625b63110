extension Relay {
  /// Where a child lives in its parent — a single child (``ChildLanes``), the elements of a
  /// collection (``ElementLanes``), a presentation (``PresentationLanes``) or the screens of a
  /// stack (``StackLanes``): the kind of a ``Scope``. The scope's builder chain picks it
  /// (`.state(…)`, `.elements(…)`, `.presentation(…)`, `.stack(…)`); `lift` and `projection` take
  /// any of them, so they need one overload per environment choice, not one per kind.
  public protocol Lanes<GlobalAction, GlobalState, LocalAction, LocalState>: Sendable {
    /// The parent's action.
    associatedtype GlobalAction
    /// The parent's state.
    associatedtype GlobalState
    /// The child's action.
    associatedtype LocalAction
    /// The child's state.
    associatedtype LocalState
    /// Which child an action is for: nothing for a single or presented child, the id for an
    /// element of a collection or a screen of a stack.
    associatedtype Key: Sendable

    /// `action` of the child at `key`, as the parent's action: what a view of the child
    /// dispatches.
    func embed(_ action: LocalAction, at key: Key) -> GlobalAction

    /// The child at `key` in the parent's `state`, if it exists now.
    func read(_ state: GlobalState, at key: Key) -> LocalState?

    /// `child` moved into the parent through these lanes, with its environment made from the
    /// parent's by `environment`: what `Behavior.lift(_:)` does once it has chosen the
    /// environment.
    func liftChild<Environment, GlobalEnvironment>(
      _ child: Behavior<LocalAction, LocalState, Environment>,
      environment: @escaping @Sendable (GlobalEnvironment) -> Environment
    ) -> Behavior<GlobalAction, GlobalState, GlobalEnvironment>
  }
}
