/// An action a store is processing, as its observers see it (``StoreObserver``): the action and
/// where it was dispatched from, with the place it has in the loop's chains — taken from the
/// lineage the action was queued with.
@_spi(SwiftRexInternals)
public struct ObservedAction<Action> {
  /// The action and its source.
  public let dispatched: DispatchedAction<Action>
  /// Dispatched from outside the store's loop, queued behind another action of the same
  /// dispatch, or sent by an effect's task. A recorder writes it down so an exported test knows
  /// what to dispatch and what to receive; time travel tells with it the user's actions from the
  /// ones effects deliver.
  public let origin: ActionOrigin
  /// The serial number of the action from outside (counted from 1 since the store was made) whose
  /// processing started the chain this action belongs to: itself, for an action from outside; the
  /// action whose effect sent it, for the others. 0 when no such action exists: what a
  /// subscription sends belongs to the state that declared it. A recorder writes it down so an
  /// exported test receives each effect's answer right after the dispatch that caused it.
  public let cause: Int
  /// The serial number of the effect start (counted from 1 since the store was made) whose task
  /// sent this action, or that an action queued behind such an action inherits; 0 for an action
  /// no effect task sent. Compared with ``Store/effectStartCount`` read after a step, it tells
  /// whether an answer came from an effect started by then (time travel).
  public let effectStart: Int

  /// The action `dispatched`, processed as part of `lineage`; `queued` when it waited behind
  /// another action of the same dispatch.
  init(_ dispatched: DispatchedAction<Action>, lineage: EffectLineage, queued: Bool) {
    self.dispatched = dispatched
    origin = queued ? .cascade : lineage.generation > 0 ? .effect : .dispatched
    cause = lineage.cause
    effectStart = lineage.start
  }
}

@_spi(SwiftRexInternals)
extension ObservedAction: Sendable where Action: Sendable {}
