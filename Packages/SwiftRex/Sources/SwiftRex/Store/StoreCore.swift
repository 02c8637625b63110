import Observation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a ``Store`` is underneath its public front: the state, the behaviour's function, and the
/// loop that runs one for the other — queueing actions, reducing them in place, telling
/// observers and starting effects (TCA's `RootCore`). The store holds one and forwards to it;
/// nothing else holds it strongly (what it hands out — the runner's delivery, the effect
/// context's reader, subscription tokens — holds it weakly), so it lives exactly as long as its
/// store.
///
/// The loop is `StoreCore+Loop.swift`, the subscriptions a behaviour declares
/// `StoreCore+Subscriptions.swift`. The core is what Observation watches: ``Store/state`` reads
/// ``state``, which registers the access here, and every reduction that changes the state is
/// announced here.
@MainActor
@usableFromInline
final class StoreCore<Action, State, Environment>: Observable {
  /// The state, mutated in place by every reduction.
  ///
  /// Its accesses stay checked for exclusivity, though the checks are about an eighth of a
  /// dispatch: a reduction is `@Sendable` user code, yet it can still reach the store through
  /// `MainActor.assumeIsolated` and read the state it is mutating. Checked, that traps with
  /// "simultaneous accesses"; unchecked, it could read a value a `_modify` accessor has moved
  /// out (a dictionary's entry, say), which is not memory safe.
  @usableFromInline var value: State
  /// Observation's bookkeeping of who tracks ``state``.
  @usableFromInline let registrar = ObservationRegistrar()
  /// `\.state`, made once: a key path literal in a generic class is instantiated (demangled) at
  /// every use, which would dominate the cost of a dispatch.
  @usableFromInline let stateKeyPath: KeyPath<StoreCore, State>
  /// `Reduction.depthKey`, read once: a lazy global costs a `swift_once` call at every read.
  @usableFromInline let reductionKey: pthread_key_t
  /// The behaviour as one function (prelude, body, finish).
  @usableFromInline let run: Behavior<Action, State, Environment>.Run
  // The bookkeeping below is only touched by the core's own main-actor code, in accesses that
  // never overlap (each is a read or a write that completes before the next starts), so its
  // dynamic exclusivity checks are switched off.
  /// The loop's phase, its queue, its limits and the serial numbers of its lineages.
  @usableFromInline @exclusivity(unchecked) var loop = StoreLoop<Action>()
  /// The observers and the subscribers, each in the order they joined: the order they are told.
  @usableFromInline @exclusivity(unchecked) var chain = ObserverChain<Action, State>()
  /// The subscriptions the behaviour declares: whether they run, and which run now.
  @usableFromInline @exclusivity(unchecked) var subscriptions: SubscriptionLedger<Action, State, Environment>
  /// What effects run with: the environment, the clock, and — made at the first effect — the
  /// runner and the context.
  @usableFromInline @exclusivity(unchecked) var effects: StoreEffects<Action, State, Environment>

  /// A core in `initial` state, idle, with nothing started; see ``Store/init(initial:behavior:environment:clock:runsSubscriptions:)``.
  init(
    initial: State, behavior: Behavior<Action, State, Environment>, environment: Environment,
    clock: EffectClock, runsSubscriptions: Bool
  ) {
    value = initial
    run = behavior.prelude == nil ? behavior.body : behavior.run
    subscriptions = SubscriptionLedger(declare: behavior.declare, isRunning: runsSubscriptions)
    effects = StoreEffects(environment: environment, clock: clock)
    stateKeyPath = \StoreCore.state
    reductionKey = Reduction.depthKey
    if subscriptions.reconciles { reconcileSubscriptionsOutsideDispatch() }
  }

  /// The current state; reading it registers the access with Observation.
  @inlinable
  var state: State {
    registrar.access(self, keyPath: stateKeyPath)
    return value
  }

  /// Tells Observation the state changed; called after the change, since the state must not be
  /// read while it is mutated in place and trackers only need to know that it changed.
  @inlinable
  func announceChange() {
    registrar.willSet(self, keyPath: stateKeyPath)
    registrar.didSet(self, keyPath: stateKeyPath)
  }

  /// Calls every subscriber of ``Store/subscribe(_:)`` with the state, in the order they
  /// subscribed.
  @inlinable
  func tellSubscribers() {
    guard !chain.subscribers.isEmpty else { return }
    for subscriber in chain.subscribers { subscriber.observer(value) }
  }

  /// The effect runner, made at the first effect. It delivers to this core while it lives.
  @usableFromInline
  var runner: EffectRunner<Action> {
    if let runner = effects.runner { return runner }
    let runner = EffectRunner<Action>(clock: effects.clock) { [weak self] action, source in
      self?.deliverFromEffect(action, source: source)
    }
    runner.dismissesRoot = { [weak self] source in self?.tellDismissed(by: source) ?? false }
    effects.runner = runner
    return runner
  }

  /// What effect factories see as `ctx`, made at the first effect; it reads the state while
  /// this core lives.
  @usableFromInline
  var effectContext: EffectContext<State, Environment> {
    if let context = effects.context { return context }
    let context = EffectContext<State, Environment>(environment: effects.environment) { [weak self] in
      self?.value
    }
    effects.context = context
    return context
  }
}
