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
  @usableFromInline var _state: State
  // The bookkeeping below is only touched by the store's own main-actor code in accesses that
  // never overlap (each is a read or a write that completes before the next starts), so its
  // dynamic exclusivity checks are switched off: they were a tenth of a dispatch's cost. `_state`
  // keeps its checks, because user code runs while it is being mutated.
  /// The dependencies effects reach through their context.
  public let environment: Environment
  @usableFromInline let run: Behavior<Action, State, Environment>.Run
  /// The subscriptions the behaviour declares, `nil` when it declares none.
  let declare: Behavior<Action, State, Environment>.Declare?
  /// Whether declared subscriptions run, and which run now (see `Store+Subscriptions.swift`).
  @usableFromInline @exclusivity(unchecked) var subscriptions: SubscriptionLedger
  @usableFromInline let registrar = ObservationRegistrar()
  /// `\.state`, made once: a key path literal in a generic class is instantiated (demangled) at
  /// every use, which would dominate the cost of a dispatch.
  @usableFromInline let stateKeyPath: KeyPath<Store, State>
  /// The loop's phase, its queue, whether it starts effects and the serial numbers of its
  /// lineages (see `Store+Loop.swift`).
  @usableFromInline @exclusivity(unchecked) var loop = StoreLoop<Action>()
  /// The observers of ``addObserver(_:)`` and the subscribers of ``subscribe(_:)``, each in the
  /// order they joined: the order they are told.
  @usableFromInline @exclusivity(unchecked) var chain = ObserverChain<Action, State>()
  @usableFromInline @exclusivity(unchecked) var _runner: EffectRunner<Action>?
  @usableFromInline @exclusivity(unchecked) var _effectContext: EffectContext<State, Environment>?
  private let clock: EffectClock
  /// The queue behind ``dispatcher``, typed `Any` because only stores of `Sendable` actions
  /// have one.
  var mailbox: Any?

  /// Whether the effects the behaviour returns are started. A replay sets it to `false`: it
  /// dispatches the actions effects delivered when the run was recorded, so running the effects
  /// again would reach the network, files and timers and deliver everything twice.
  public var runsEffects: Bool {
    get { loop.runsEffects }
    set { loop.runsEffects = newValue }
  }

  /// How many effects the store has started so far: the serial number of the latest start.
  @_spi(SwiftRexInternals)
  public var effectStartCount: Int { loop.effectStartSerial }

  /// Cancels every running effect started after the start numbered `serial` (see
  /// ``effectStartCount``), parts and follow-ups of those starts included; effects started
  /// earlier keep running. Time travel cancels with it the work of the steps a new branch drops.
  /// O(running effect tasks).
  @_spi(SwiftRexInternals)
  public func cancelEffects(startedAfter serial: Int) { _runner?.cancelEffects(startedAfter: serial) }

  /// Cancels every running effect of the starts numbered within `serials` (see
  /// ``effectStartCount``), their parts included; effects of other starts, and follow-ups the
  /// actions they sent started, keep running. A `TestStore` cancels what one dispatch started
  /// with it. O(running effect tasks).
  @_spi(SwiftRexInternals)
  public func cancelEffects(startedIn serials: ClosedRange<Int>) {
    _runner?.cancelEffects(startedIn: serials)
  }

  /// How many running effect tasks belong to the starts numbered within `serials`.
  @_spi(SwiftRexInternals)
  public func effectsInFlight(startedIn serials: ClosedRange<Int>) -> Int {
    _runner?.runningCount(startedIn: serials) ?? 0
  }

  /// Replaces the state without an action: Observation and ``subscribe(_:)`` observers are told,
  /// and nothing else happens — no behaviour runs, no effect starts or is cancelled, and
  /// subscriptions are not reconciled. Time travel shows a past state with it. Ignored, with a
  /// runtime warning, while an action is being processed.
  @_spi(SwiftRexInternals)
  public func replaceState(with state: State) {
    guard loop.phase.isIdle else {
      RuntimeWarnings.report(
        "Store.replaceState(with:) was called while an action was being processed; the state was kept. "
          + "Replace it between dispatches.")
      return
    }
    _state = state
    registrar.willSet(self, keyPath: stateKeyPath)
    registrar.didSet(self, keyPath: stateKeyPath)
    for subscriber in chain.subscribers { subscriber.observer(_state) }
  }

  /// The clock effects sleep on, whose ``EffectClock/elapsed`` a recorder stamps each action with.
  @_spi(SwiftRexInternals)
  public var effectClock: EffectClock { clock }

  /// The most actions one dispatch may queue behind itself (what observers and synchronous effects
  /// dispatch while it and its cascade are processed) before the store decides it is caught in a
  /// loop, reports it through ``RuntimeWarnings`` and drops the rest of that cascade.
  ///
  /// A chain of synchronous effects (`.produce { _ in .just(.next) }`) is such a cascade: every
  /// action it sends is queued behind the one being processed and counted here, not by
  /// ``effectChainLimit``. The default leaves room for long chains that end (a countdown of
  /// 50,000 `.just` steps runs to its end) while a loop that never ends is still stopped, after
  /// a few tenths of a second, instead of hanging the main actor.
  public var cascadeLimit = 100_000

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
  public var effectChainLimit = 10_000

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
    _state = initial
    self.environment = environment
    run = behavior.prelude == nil ? behavior.body : behavior.run
    declare = behavior.declare
    self.clock = EffectClock(clock)
    stateKeyPath = \Store.state
    subscriptions = SubscriptionLedger(isRunning: runsSubscriptions, declares: declare != nil)
    if subscriptions.reconciles { reconcileSubscriptionsOutsideDispatch() }
  }

  /// The current state. Reading it inside `withObservationTracking` tracks every later change.
  @inlinable
  public var state: State {
    registrar.access(self, keyPath: stateKeyPath)
    return _state
  }

  /// Dispatches `dispatched`: the behaviour runs, the state is reduced in place, observers are
  /// told, and the effect starts. Re-entrant dispatches are queued, never nested.
  @inlinable
  public func dispatch(_ dispatched: DispatchedAction<Action>) {
    dispatch(dispatched, lineage: .outside)
  }

  /// Calls `observer` with the new state after every reduction, until the subscription is
  /// cancelled or released; observers are told in the order they subscribed. A dispatch from
  /// `observer` is queued after the current action.
  public func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    let key = chain.add(observer)
    return StoreSubscription { [weak self] in self?.chain.removeSubscriber(key) }
  }

  /// Adds `observer` to the store's observer chain: from the next action on, it wraps and follows
  /// the processing of every action, after the observers added before it (see
  /// ``StoreObserver``). The store holds it weakly: release the observer to stop it. Adding one
  /// while an action is processed takes effect from the next.
  @_spi(SwiftRexInternals)
  public func addObserver(_ observer: some StoreObserver<Action, State>) {
    chain.add(observer)
  }

  /// Suspends until every effect running now, and any they start, has finished.
  public func effectsFinished() async {
    await runner.waitUntilIdle()
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
  public var effectsInFlight: Int { _runner?.inFlightCount ?? 0 }

  /// How many running effect tasks are one-shot, not part of an effect marked
  /// ``Effect/longLived()``.
  public var oneShotEffectsInFlight: Int { _runner?.oneShotCount ?? 0 }

  // What `TestStore`, which runs on this store's loop, needs of the effect engine: holding
  // effect tasks until the test runs them, and seeing and describing the ones still running.

  /// Whether effect tasks started from now on wait until this is set back to `false`; see
  /// `TestStore.runEffects()`. Synchronous effects and id bookkeeping still happen at once.
  @_spi(SwiftRexInternals)
  public var holdsNewEffects: Bool {
    get { _runner?.holdsNewEffects ?? false }
    set { runner.holdsNewEffects = newValue }
  }

  /// How many running effect tasks cannot progress until another one does (held, or waiting
  /// for effects they started).
  @_spi(SwiftRexInternals)
  public var waitingEffectCount: Int { _runner?.waitingTaskCount ?? 0 }

  /// How many running effect tasks may still progress on their own: neither waiting nor asleep,
  /// themselves, on a clock whose sleeping tasks are `asleep` (a task whose child sleeps still
  /// counts, since another child may be working).
  @_spi(SwiftRexInternals)
  public func busyEffectCount(asleep: Set<TaskKey>) -> Int { _runner?.busyTaskCount(asleep: asleep) ?? 0 }

  /// One line per running effect task with work of its own, for failure messages.
  @_spi(SwiftRexInternals)
  public var inFlightEffectDescriptions: [String] { _runner?.inFlightDescriptions ?? [] }

  /// Cancels every running effect, held ones included.
  @_spi(SwiftRexInternals)
  public func cancelAllEffects() { _runner?.cancelAll() }

  @usableFromInline
  var runner: EffectRunner<Action> {
    if let runner = _runner { return runner }
    let runner = EffectRunner<Action>(clock: clock) { [weak self] action, source in
      self?.deliverFromEffect(action, source: source)
    }
    runner.dismissesRoot = { [weak self] source in self?.tellDismissed(by: source) ?? false }
    _runner = runner
    return runner
  }

  @usableFromInline
  var effectContext: EffectContext<State, Environment> {
    if let context = _effectContext { return context }
    let context = EffectContext<State, Environment>(environment: environment) { [weak self] in self?._state }
    _effectContext = context
    return context
  }

  isolated deinit {
    _runner?.cancelAll()
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
