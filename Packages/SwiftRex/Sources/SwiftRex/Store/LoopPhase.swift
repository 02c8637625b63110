/// Where a store's loop is: what a dispatch arriving now must do, and where the action being
/// processed came from. One value, so no combination of flags can say two things at once.
@usableFromInline
enum LoopPhase {
  /// Between dispatches: a dispatch is processed at once.
  case idle
  /// An action is being processed (or subscriptions reconciled): a dispatch is queued behind it.
  /// `queued`: the action was itself queued behind another one of the same dispatch.
  case processing(queued: Bool)
  /// An effect is being started while an action is processed: what it sends synchronously joins
  /// the queue in the same cascade, not a new hop of an effect chain.
  case startingEffect(queued: Bool)

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
    case .processing(let queued), .startingEffect(let queued): queued
    }
  }
}
