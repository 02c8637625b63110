/// Something that watches a store's loop from outside its behaviour: what a `TestStore`, a
/// recorder and time travel attach with (``Store/addObserver(_:)``). The one place the loop is
/// instrumented: each action it processes passes every observer, in the order they were added.
///
/// Every requirement has a default that does nothing, so an observer implements only what it
/// needs. The store holds observers weakly: one that is released stops being told.
@_spi(SwiftRexInternals)
@MainActor
public protocol StoreObserver<Action, State>: AnyObject {
  /// The actions of the store observed.
  associatedtype Action
  /// The state of the store observed.
  associatedtype State

  /// Wraps the processing of `action` (reduction, subscribers told, effect start): calls `next`,
  /// at most once, to let it go on. Observers are nested in the order they were added, the first
  /// outermost, so each sees the processing as the ones added after it leave it. One that does not
  /// call `next` withholds the action: the store drops it, the observers after it never see it,
  /// and no one is told ``storeDidProcess(_:state:)`` (time travel holds what arrives while a past
  /// state is shown, and dispatches it again later). A `TestStore` sets its dependencies around
  /// `next`, which only a wrapper can do for task-local values.
  func storeProcess(_ action: ObservedAction<Action>, next: () -> Void)

  /// Called after `action` was processed, with the state it left, in the order observers were
  /// added: a recorder writes the action down here.
  func storeDidProcess(_ action: ObservedAction<Action>, state: State)

  /// Called when an `Effect.dismiss` reaches the store: the behaviour that returned it was not
  /// lifted through a presentation or stack. Returns whether the observer takes care of it;
  /// when none does, the store reports a runtime warning. A `TestStore` testing a presented
  /// feature alone records that the feature dismissed itself.
  func storeWasDismissed(by source: ActionSource) -> Bool
}

@_spi(SwiftRexInternals)
extension StoreObserver {
  /// Lets the processing go on unobserved.
  public func storeProcess(_ action: ObservedAction<Action>, next: () -> Void) { next() }

  /// Does nothing.
  public func storeDidProcess(_ action: ObservedAction<Action>, state: State) {}

  /// Leaves the dismissal to others: `false`.
  public func storeWasDismissed(by source: ActionSource) -> Bool { false }
}
