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
