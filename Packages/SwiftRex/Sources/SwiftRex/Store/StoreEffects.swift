/// What a store's effects run with: the environment and the clock it was given, and the runner
/// and effect context, both made at the first effect so a store whose behaviour never produces
/// one pays for neither. Held inline by ``StoreCore``, which makes the two.
@usableFromInline
struct StoreEffects<Action, State, Environment> {
  /// The dependencies effects reach through their context.
  @usableFromInline let environment: Environment
  /// The clock delays, debounces and throttles sleep on.
  @usableFromInline let clock: EffectClock
  /// The runner, once an effect started.
  @usableFromInline var runner: EffectRunner<Action>?
  /// The context effect factories see, once one was asked for.
  @usableFromInline var context: EffectContext<State, Environment>?

  /// Nothing made yet.
  init(environment: Environment, clock: EffectClock) {
    self.environment = environment
    self.clock = clock
  }
}
