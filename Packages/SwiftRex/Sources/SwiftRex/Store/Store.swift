import Observation

/// Holds the app's state, runs its behaviour for every action, and runs the effects the
/// behaviour asks for: the loop of a unidirectional architecture.
///
/// ```swift
/// let store = Store(initial: AppState(), behavior: appBehavior, environment: .live)
/// store.dispatch(.counter(.increment))   // store.state reflects it when dispatch returns
/// ```
///
/// The store lives on the main actor. An action dispatched while another is being processed —
/// by an observer, a subscriber, or a synchronous effect — is queued and processed after it, in
/// order: dispatches never nest. Mutations happen in place, so an action costs the same however
/// large the unrelated parts of the state are. State is observable with the Observation framework
/// (reading ``state`` inside `withObservationTracking`) and with ``subscribe(_:)``.
/// When the store is released, every effect it runs is cancelled and none delivers again.
@MainActor
public final class Store<Action, State, Environment>: StoreType, Observable {
  /// The state and the loop (`StoreCore`). Observation watches it: reading ``state``
  /// registers there, and every change is announced there.
  @usableFromInline let core: StoreCore<Action, State, Environment>
  /// The queue behind ``dispatcher``, typed `Any` because only stores of `Sendable` actions
  /// have one.
  var mailbox: Any?

  /// The dependencies effects reach through their context.
  public var environment: Environment { core.effects.environment }

  /// Whether the effects the behaviour returns are started. A replay sets it to `false`: it
  /// dispatches the actions effects delivered when the run was recorded, so running the effects
  /// again would reach the network, files and timers and deliver everything twice.
  public var runsEffects: Bool {
    get { core.loop.runsEffects }
    set { core.loop.runsEffects = newValue }
  }

  /// How many effects the store has started so far: the serial number of the latest start.
  @_spi(SwiftRexInternals)
  public var effectStartCount: Int { core.loop.effectStartSerial }

  /// Cancels every running effect started after the start numbered `serial` (see
  /// ``effectStartCount``), parts and follow-ups of those starts included; effects started
  /// earlier keep running. Time travel cancels with it the work of the steps a new branch drops.
  /// O(running effect tasks).
  @_spi(SwiftRexInternals)
  public func cancelEffects(startedAfter serial: Int) {
    core.effects.runner?.cancelEffects(startedAfter: serial)
  }

  /// Cancels every running effect of the starts numbered within `serials` (see
  /// ``effectStartCount``), their parts included; effects of other starts, and follow-ups the
  /// actions they sent started, keep running. A `TestStore` cancels what one dispatch started
  /// with it. O(running effect tasks).
  @_spi(SwiftRexInternals)
  public func cancelEffects(startedIn serials: ClosedRange<Int>) {
    core.effects.runner?.cancelEffects(startedIn: serials)
  }

  /// How many running effect tasks belong to the starts numbered within `serials`.
  @_spi(SwiftRexInternals)
  public func effectsInFlight(startedIn serials: ClosedRange<Int>) -> Int {
    core.effects.runner?.runningCount(startedIn: serials) ?? 0
  }

  /// Replaces the state without an action: Observation and ``subscribe(_:)`` observers are told,
  /// and nothing else happens — no behaviour runs, no effect starts or is cancelled, and
  /// subscriptions are not reconciled. Time travel shows a past state with it. Ignored, with a
  /// runtime warning, while an action is being processed.
  @_spi(SwiftRexInternals)
  public func replaceState(with state: State) { core.replaceState(with: state) }

  /// The clock effects sleep on, whose ``EffectClock/elapsed`` a recorder stamps each action with.
  @_spi(SwiftRexInternals)
  public var effectClock: EffectClock { core.effects.clock }

  /// The most actions one dispatch may queue behind itself (what observers and synchronous effects
  /// dispatch while it and its cascade are processed) before the store decides it is caught in a
  /// loop, reports it through ``RuntimeWarnings`` and drops the rest of that cascade.
  ///
  /// A chain of synchronous effects (`.produce { _ in .just(.next) }`) is such a cascade: every
  /// action it sends is queued behind the one being processed and counted here, not by
  /// ``effectChainLimit``. The default leaves room for long chains that end (a countdown of
  /// 50,000 `.just` steps runs to its end) while a loop that never ends is still stopped, after
  /// a few tenths of a second, instead of hanging the main actor.
  public var cascadeLimit: Int {
    get { core.loop.cascadeLimit }
    set { core.loop.cascadeLimit = newValue }
  }

  /// The longest chain of effects answering each other's actions across async hops — an action
  /// whose effect task sends an action whose effect starts another task, and so on — before the
  /// store decides it is caught in a loop (an effect dispatching on every change through a task),
  /// reports the action and its source through ``RuntimeWarnings`` and drops it, ending the chain.
  ///
  /// Only hops through a task count: an action a synchronous effect sends while it starts
  /// (``Effect/just(_:file:function:line:)``) stays in the generation of the action that produced
  /// it, because such a cascade never leaves the dispatch and ``cascadeLimit`` already bounds it.
  /// A wait on the store's clock (`delay`, `debounce`, `throttle`) starts a new chain: paced
  /// repetition such as a timer that re-schedules itself is not a runaway.
  public var effectChainLimit: Int {
    get { core.loop.effectChainLimit }
    set { core.loop.effectChainLimit = newValue }
  }

  /// Creates a store. Unless `runsSubscriptions` is `false`, the subscriptions `initial` declares
  /// start now, before any action.
  /// - Parameters:
  ///   - initial: the first state.
  ///   - behavior: the logic run for every action.
  ///   - environment: the dependencies effects reach through `ctx.environment`.
  ///   - clock: the clock delays, debounces and throttles sleep on; a test clock makes them instant.
  ///   - runsSubscriptions: whether the subscriptions the behaviour declares run; see
  ///     ``runsSubscriptions``.
  public init(
    initial: State,
    behavior: Behavior<Action, State, Environment>,
    environment: Environment,
    clock: some Clock<Duration> = ContinuousClock(),
    runsSubscriptions: Bool = true
  ) {
    core = StoreCore(
      initial: initial, behavior: behavior, environment: environment, clock: EffectClock(clock),
      runsSubscriptions: runsSubscriptions)
  }

  /// The current state. Reading it inside `withObservationTracking` tracks every later change.
  @inlinable
  public var state: State { core.state }

  /// Calls `body` with the current state, without observing it (see
  /// ``StoreType/withState(_:)``).
  @inlinable
  public func withState<Value>(_ body: (State) -> Value) -> Value { body(core.value) }

  /// Dispatches `dispatched`: the behaviour runs, the state is reduced in place, observers are
  /// told, and the effect starts. Re-entrant dispatches are queued, never nested.
  @inlinable
  public func dispatch(_ dispatched: DispatchedAction<Action>) {
    core.dispatch(dispatched, lineage: .outside)
  }

  /// Calls `observer` with the new state after every reduction, until the subscription is
  /// cancelled or released; observers are told in the order they subscribed. A dispatch from
  /// `observer` is queued after the current action.
  public func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    let key = core.chain.add(observer)
    return StoreSubscription { [weak core] in core?.chain.removeSubscriber(key) }
  }

  /// Adds `observer` to the store's observer chain: from the next action on, it wraps and follows
  /// the processing of every action, after the observers added before it (see
  /// ``StoreObserver``). The store holds it weakly: release the observer to stop it. Adding one
  /// while an action is processed takes effect from the next.
  @_spi(SwiftRexInternals)
  public func addObserver(_ observer: some StoreObserver<Action, State>) {
    core.chain.add(observer)
  }

  /// Whether the store runs the subscriptions its behaviour declares
  /// (``Behavior/subscriptions(_:)``): reconciling them with the state after every reduction
  /// that changes it.
  ///
  /// Switching it off cancels every running subscription, and from then on reductions start
  /// none: what a store replaying a recording, or travelling through past states, needs — the
  /// recorded actions already hold what the subscriptions delivered. Switching it back on starts
  /// the subscriptions the current state declares.
  public var runsSubscriptions: Bool {
    get { core.subscriptions.isRunning }
    set { core.setRunsSubscriptions(newValue) }
  }

  /// The subscriptions running now, in the order they started: those the current state
  /// declares (``Behavior/subscriptions(_:)``), unless ``runsSubscriptions`` is off.
  ///
  /// One whose effect has ended on its own is still listed: it is not started again while the
  /// state declares it.
  public var runningSubscriptions: [SubscriptionID] { core.subscriptions.started }

  /// The running subscriptions whose effect is still in flight: what `TestStore` reports as left
  /// running at the end of a test.
  @_spi(SwiftRexInternals)
  public var subscriptionsInFlight: [SubscriptionID] { core.subscriptionsInFlight }

  /// Suspends until every effect running now, and any they start, has finished.
  public func effectsFinished() async {
    await core.runner.waitUntilIdle()
  }

  /// Suspends until no one-shot effect is running or `limit` has passed, whichever comes first,
  /// and says which: a host that must not wait forever (a scripted session settling after each
  /// command) uses this. Effects marked ``Effect/longLived()`` (a timer) are not waited for: they
  /// run until cancelled, so waiting for them would always take the whole limit.
  /// - Returns: `true` when every one-shot effect finished in time.
  public func effectsFinished(within limit: Duration) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    var spins = 0
    while oneShotEffectsInFlight > 0 {
      if clock.now >= deadline { return false }
      // Most effects finish within a few hops; only then start sleeping between looks.
      if spins < 100 {
        spins += 1
        await Task.yield()
      } else {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
    return true
  }

  /// How many effect tasks are running now.
  public var effectsInFlight: Int { core.effects.runner?.inFlightCount ?? 0 }

  /// How many running effect tasks are one-shot, not part of an effect marked
  /// ``Effect/longLived()``.
  public var oneShotEffectsInFlight: Int { core.effects.runner?.oneShotCount ?? 0 }

  // What `TestStore`, which runs on this store's loop, needs of the effect engine: holding
  // effect tasks until the test runs them, and seeing and describing the ones still running.

  /// Whether effect tasks started from now on wait until this is set back to `false`; see
  /// `TestStore.runEffects()`. Synchronous effects and id bookkeeping still happen at once.
  @_spi(SwiftRexInternals)
  public var holdsNewEffects: Bool {
    get { core.effects.runner?.holdsNewEffects ?? false }
    set { core.runner.holdsNewEffects = newValue }
  }

  /// How many running effect tasks cannot progress until another one does (held, or waiting
  /// for effects they started).
  @_spi(SwiftRexInternals)
  public var waitingEffectCount: Int { core.effects.runner?.waitingTaskCount ?? 0 }

  /// How many running effect tasks may still progress on their own: neither waiting nor asleep,
  /// themselves, on a clock whose sleeping tasks are `asleep` (a task whose child sleeps still
  /// counts, since another child may be working).
  @_spi(SwiftRexInternals)
  public func busyEffectCount(asleep: Set<TaskKey>) -> Int {
    core.effects.runner?.busyTaskCount(asleep: asleep) ?? 0
  }

  /// One line per running effect task with work of its own, for failure messages.
  @_spi(SwiftRexInternals)
  public var inFlightEffectDescriptions: [String] { core.effects.runner?.inFlightDescriptions ?? [] }

  /// Cancels every running effect, held ones included.
  @_spi(SwiftRexInternals)
  public func cancelAllEffects() { core.effects.runner?.cancelAll() }

  /// The core's effect runner, made if no effect started yet.
  var runner: EffectRunner<Action> { core.runner }

  isolated deinit {
    core.effects.runner?.cancelAll()
  }
}

extension Store where Environment == Void {
  /// Creates a store whose behaviour needs no dependencies.
  public convenience init(
    initial: State,
    behavior: Behavior<Action, State, Void>,
    clock: some Clock<Duration> = ContinuousClock(),
    runsSubscriptions: Bool = true
  ) {
    self.init(
      initial: initial, behavior: behavior, environment: (), clock: clock,
      runsSubscriptions: runsSubscriptions)
  }
}
