/// Where a store's loop is: what a dispatch arriving now must do, and the lineage of the action
/// being processed. One value, so no combination of flags can say two things at once, and no
/// side variable can hold the lineage of an action that is no longer processed.
@usableFromInline
enum LoopPhase {
  /// Between dispatches: a dispatch is processed at once.
  case idle
  /// An action of `lineage` is being processed (or subscriptions reconciled): a dispatch is
  /// queued behind it. `queued`: the action was itself queued behind another one of the same
  /// dispatch.
  case processing(EffectLineage, queued: Bool)
  /// An effect is being started while an action of `lineage` is processed: what it sends
  /// synchronously joins the queue in the same cascade, not a new hop of an effect chain.
  case startingEffect(EffectLineage, queued: Bool)

  /// Whether no action is being processed. A pattern match, not `==`: the dispatch path is
  /// inlined into callers, where the synthesized `==` would be a call through a witness.
  @inlinable
  var isIdle: Bool {
    if case .idle = self { return true }
    return false
  }

  /// Whether the action being processed was queued behind another one of the same dispatch.
  @inlinable
  var isQueued: Bool {
    switch self {
    case .idle: false
    case .processing(_, let queued), .startingEffect(_, let queued): queued
    }
  }

  /// The lineage of the action being processed; ``EffectLineage/outside`` between dispatches.
  @inlinable
  var lineage: EffectLineage {
    switch self {
    case .idle: .outside
    case .processing(let lineage, _), .startingEffect(let lineage, _): lineage
    }
  }
}
