import Observation

// The store's loop: what happens to an action between `dispatch` and the next one. `Store.swift`
// is the front users call; this is the one place actions are queued, reduced, observed and turn
// into effects. What the loop keeps is one `StoreLoop` value, its phase one `LoopPhase`.
extension StoreCore {
  /// Dispatches `dispatched` as part of `lineage`: `.outside` for an action from outside the
  /// store's loop, the sending effect's for one an effect delivers. Re-entrant dispatches are
  /// queued, never nested.
  @inlinable
  func dispatch(_ dispatched: DispatchedAction<Action>, lineage: EffectLineage) {
    guard loop.phase.isIdle else { return loop.enqueue(dispatched, lineage: lineage) }
    let processing = loop.lineage(ofDispatchIn: lineage)
    loop.phase = .processing(processing, queued: false)
    defer { loop.phase = .idle }
    process(dispatched)
    if !loop.queue.isEmpty { processQueue(behind: dispatched) }
  }

  /// Processes what `dispatched` queued behind itself, reporting a runaway cascade. Out of line,
  /// so that a dispatch that queues nothing neither inlines this nor copies `dispatched` for it.
  @usableFromInline
  func processQueue(behind dispatched: DispatchedAction<Action>) {
    processQueue { reportRunaway(started: dispatched, dropping: $0) }
  }

  /// Processes the actions queued while dispatching, in order, up to ``Store/cascadeLimit`` of them;
  /// `runaway` is told how many were dropped past the limit. Leaves the queue empty; the caller
  /// sets the phase it returns to.
  @inlinable
  func processQueue(runaway: (Int) -> Void) {
    var next = 0
    while next < loop.queue.count {
      if next >= loop.cascadeLimit {
        runaway(loop.queue.count - next)
        break
      }
      let queued = loop.queue[next]
      loop.phase = .processing(queued.lineage, queued: true)
      next += 1
      process(queued.dispatched)
    }
    loop.queue.removeAll(keepingCapacity: true)
  }

  @inlinable
  func process(_ dispatched: DispatchedAction<Action>) {
    guard chain.observers.isEmpty else { return processObserved(dispatched) }
    reduceAndStart(dispatched)
  }

  /// The path of an observed store (a `TestStore`, a recorder, time travel), out of line so the
  /// plain path stays as small as it was: the observers wrap the processing, the first added
  /// outermost, then each is told it happened — unless one withheld the action.
  @usableFromInline
  func processObserved(_ dispatched: DispatchedAction<Action>) {
    let action = ObservedAction(dispatched, lineage: loop.phase.lineage, queued: loop.phase.isQueued)
    // The list as it is now: an observer added meanwhile is told from the next action on.
    let observers = chain.observers
    var processed = false
    pass(action, through: observers[...]) {
      // Once, however many times an observer calls on.
      guard !processed else { return }
      processed = true
      reduceAndStart(dispatched)
    }
    guard processed else { return }
    for entry in observers { entry.observer?.storeDidProcess(action, state: value) }
  }

  /// Hands `action` to the first of `observers` with a `next` that hands it to the rest, and the
  /// last one's `next` to `process`.
  private func pass(
    _ action: ObservedAction<Action>, through observers: ArraySlice<ObserverChain<Action, State>.Observer>,
    to process: () -> Void
  ) {
    guard let entry = observers.first else { return process() }
    let rest = observers.dropFirst()
    guard let observer = entry.observer else { return pass(action, through: rest, to: process) }
    observer.storeProcess(action) { pass(action, through: rest, to: process) }
  }

  /// Replaces the state without an action (``Store/replaceState(with:)``): Observation and the
  /// subscribers are told, nothing else happens. Ignored, with a runtime warning, while an action
  /// is being processed.
  func replaceState(with state: State) {
    guard loop.phase.isIdle else {
      RuntimeWarnings.report(
        "Store.replaceState(with:) was called while an action was being processed; the state was kept. "
          + "Replace it between dispatches.")
      return
    }
    value = state
    announceChange()
    tellSubscribers()
  }

  /// Tells the observers an `Effect.dismiss` reached the store; whether one of them took care of it.
  func tellDismissed(by source: ActionSource) -> Bool {
    // Every observer is told, also after one took care of it: each may keep its own record.
    var handled = false
    for entry in chain.observers {
      if entry.observer?.storeWasDismissed(by: source) == true { handled = true }
    }
    return handled
  }

  @inlinable
  func reduceAndStart(_ dispatched: DispatchedAction<Action>) {
    var mutated = false
    let mark = Reduction.enter(key: reductionKey)
    let effect = run(dispatched.action, dispatched.source, &value, &mutated, { self.effectContext })
    Reduction.leave(mark)
    if mutated {
      // Observers are told after the in-place reduction: the state must not be read while it is
      // being mutated, and they only ever need the new value.
      announceChange()
      if let runner = effects.runner, runner.hasConditionalEffects { runner.cancelEffectsNoLongerAlive() }
      tellSubscribers()
      if subscriptions.reconciles { reconcileSubscriptions() }
    }
    if !effect.isNone, loop.runsEffects { start(effect) }
  }

  /// Starts `effect`. The tasks it starts run one generation after the action being processed,
  /// so the actions they send carry their place in the chain; actions it sends synchronously
  /// keep the current generation (see ``Store/effectChainLimit``). `hasCause` is `false` for a
  /// subscription's effect: its work belongs to the state that declares it, not to the action
  /// that made the state declare it.
  @usableFromInline
  func start(_ effect: Effect<Action>, hasCause: Bool = true) {
    let runner = self.runner
    // Only ever called while an action (or a reconciliation) is processed, which drains the
    // queue that what the effect sends synchronously joins.
    let processing = loop.phase
    var lineage = processing.lineage
    if !hasCause { lineage.cause = 0 }
    loop.phase = .startingEffect(lineage, queued: processing.isQueued)
    defer { loop.phase = processing }
    loop.effectStartSerial &+= 1
    let tasks = EffectLineage(
      generation: lineage.generation + 1, cause: lineage.cause, start: loop.effectStartSerial)
    EffectLineage.$current.withValue(tasks) { runner.run(effect) }
  }

  /// Dispatches an action an effect sent, unless the chain of async hops it ends has grown past
  /// ``Store/effectChainLimit``.
  func deliverFromEffect(_ action: Action, source: ActionSource) {
    if case .startingEffect(let lineage, _) = loop.phase {
      // Sent synchronously while the effect starts: queued behind the action being processed,
      // in its cascade, which `cascadeLimit` bounds. No task was crossed, so no new generation.
      return dispatch(DispatchedAction(action, source: source), lineage: lineage)
    }
    let lineage = EffectLineage.current
    let generation = lineage.generation
    guard generation <= loop.effectChainLimit else {
      RuntimeWarnings.report(
        """
        \(action) dispatched from \(source) was dropped: it is generation \(generation) of a chain \
        of effects answering each other across async hops (an action whose effect task sends an \
        action whose effect starts another task, with no wait on the store's clock in between). \
        Raise Store.effectChainLimit if this chain is intended.
        """)
      return
    }
    dispatch(DispatchedAction(action, source: source), lineage: lineage)
  }

  @usableFromInline
  func reportRunaway(started dispatched: DispatchedAction<Action>, dropping count: Int) {
    RuntimeWarnings.report(
      """
      \(dispatched.action) dispatched from \(dispatched.source) cascaded into more than \(loop.cascadeLimit) \
      actions processed within that one dispatch, each queued by the one before it (observers, \
      subscribers or synchronous effects such as .just dispatching on every change?); the last \
      \(count) were dropped. Raise Store.cascadeLimit if this is intended.
      """)
  }
}
