/// Where an action stands in the chain of effects that led to it: how many effect hops it is
/// from an action nobody's effect produced, and which dispatch from outside the store started
/// the chain, and which start of an effect sent it.
///
/// An action dispatched by the app is generation 0, an action sent by an effect it started is 1,
/// an action sent by that action's effect is 2, and so on; the cause is the store's serial number
/// of the app's dispatch at the chain's root (0 for none: a subscription's work belongs to the
/// state, not to the action that started it). Effect tasks inherit the lineage of the action that
/// started them (task-locals are copied into `Task { }`), so the chain is followed across async
/// hops, where ``Store/cascadeLimit`` cannot see it.
@usableFromInline
struct EffectLineage: Sendable {
  /// Effect hops from the root of the chain.
  @usableFromInline var generation: Int
  /// The store's serial number of the dispatch at the root of the chain; 0 for none.
  @usableFromInline var cause: Int
  /// The store's serial number of the effect start whose tasks sent the action (every task an
  /// effect starts, its parts and what follows its waits included, carries its start's number);
  /// 0 for an action no effect task sent. Time travel tells with it which effects and answers
  /// belong to the steps a new branch keeps.
  @usableFromInline var start: Int

  @inlinable
  init(generation: Int, cause: Int, start: Int = 0) {
    self.generation = generation
    self.cause = cause
    self.start = start
  }

  /// An action dispatched from outside, before the store numbers it. Computed, not a `static
  /// let`: a global constant is reached through a once-guarded accessor on every dispatch.
  @inlinable static var outside: EffectLineage { EffectLineage(generation: 0, cause: 0) }

  /// The lineage of actions the running effect sends.
  @TaskLocal static var current = EffectLineage.outside
}
