/// What a store's loop keeps between and during dispatches: where it is (with the lineage of the
/// action being processed), the actions waiting behind that one, each with its own lineage, the
/// serial numbers lineages are made of, whether effects start, and the limits that stop a
/// runaway. The loop itself is `StoreCore+Loop.swift`; ``StoreCore`` holds this value inline, so
/// grouping it costs no indirection on the dispatch path.
@usableFromInline
struct StoreLoop<Action> {
  /// Where the loop is; see ``LoopPhase``.
  @usableFromInline var phase = LoopPhase.idle
  /// Actions dispatched while another is processed, in the order they arrived.
  @usableFromInline var queue: [Queued] = []
  /// How many actions from outside the store has processed: each one's serial number is the
  /// cause of the chain of effects it starts.
  @usableFromInline var dispatchSerial = 0
  /// How many effects the store has started: each start's serial number marks the tasks it runs
  /// and the actions they send (``EffectLineage/start``).
  @usableFromInline var effectStartSerial = 0
  /// Whether the effects reductions return are started (``Store/runsEffects``).
  @usableFromInline var runsEffects = true
  /// The most actions one dispatch may queue behind itself (``Store/cascadeLimit``).
  @usableFromInline var cascadeLimit = 100_000
  /// The longest chain of effects answering each other across async hops
  /// (``Store/effectChainLimit``).
  @usableFromInline var effectChainLimit = 10_000

  @inlinable init() {}

  /// An action waiting in the queue, with the chain it belongs to.
  @usableFromInline
  struct Queued {
    @usableFromInline let dispatched: DispatchedAction<Action>
    @usableFromInline let lineage: EffectLineage

    @inlinable
    init(dispatched: DispatchedAction<Action>, lineage: EffectLineage) {
      self.dispatched = dispatched
      self.lineage = lineage
    }
  }

  /// Queues `dispatched` behind the action being processed: part of its chain, whoever
  /// dispatched it, unless `lineage` names a chain of its own.
  @inlinable
  mutating func enqueue(_ dispatched: DispatchedAction<Action>, lineage: EffectLineage) {
    var lineage = lineage
    if lineage.cause == 0 { lineage.cause = phase.lineage.cause }
    queue.append(Queued(dispatched: dispatched, lineage: lineage))
  }

  /// The lineage an action dispatched to the idle loop is processed with: an action from outside
  /// is numbered and becomes the cause of its own chain; one an effect sent keeps its chain.
  @inlinable
  mutating func lineage(ofDispatchIn lineage: EffectLineage) -> EffectLineage {
    guard lineage.generation == 0 else { return lineage }
    dispatchSerial &+= 1
    return EffectLineage(generation: 0, cause: dispatchSerial)
  }
}
