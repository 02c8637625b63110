/// How many effect hops an action is from an action nobody's effect produced: an action
/// dispatched by the app is generation 0, an action sent by an effect it started is 1, an action
/// sent by that action's effect is 2, and so on. Effect tasks inherit the value of the action
/// that started them (task-locals are copied into `Task { }`), so the chain is followed across
/// async hops, where ``Store/cascadeLimit`` cannot see it.
enum EffectGeneration {
  /// The generation of actions the running effect sends.
  @TaskLocal static var current = 0
}
