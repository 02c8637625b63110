/// Anything that holds a `State` and accepts an `Action`: a ``Store``, a ``StoreProjection``,
/// a view store. Views and helpers take `some StoreType<State, Action>` so they work with any.
@MainActor
public protocol StoreType<State, Action>: AnyObject {
  /// What the store accepts.
  associatedtype Action
  /// What the store holds.
  associatedtype State

  /// The current state. Reading it inside `withObservationTracking` (Observation) tracks it.
  var state: State { get }

  /// Dispatches `dispatched` (an action with its source) to the root store. Actions dispatched
  /// while another is being processed are queued and processed in order after it.
  func dispatch(_ dispatched: DispatchedAction<Action>)

  /// Calls `observer` with the state after every change, until the returned subscription is
  /// cancelled or released.
  func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription

  /// Calls `body` with the current state, without observing it: reading it here registers no
  /// Observation dependency in the view being evaluated — TCA's `withState(_:)`. For a value
  /// that is then observed some other way (a granular read that follows the store through
  /// ``subscribe(_:)``), or one read for an action rather than shown.
  ///
  /// The default reads ``state``, which is observed: a store type that can read its state
  /// without Observation implements this.
  func withState<Value>(_ body: (State) -> Value) -> Value
}

extension StoreType {
  /// Calls `body` with ``state``: a store type that cannot read its state without Observation
  /// observes it here.
  public func withState<Value>(_ body: (State) -> Value) -> Value { body(state) }
}

extension StoreType {
  /// Dispatches `action`, recording the caller's file, function and line as its source.
  @inlinable
  public func dispatch(
    _ action: Action, file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) {
    dispatch(DispatchedAction(action, source: ActionSource(file: file, function: function, line: line)))
  }
}
