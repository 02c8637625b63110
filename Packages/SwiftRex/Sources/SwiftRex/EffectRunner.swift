/// The engine that runs effects on the main actor: starts their tasks, delivers their actions,
/// cancels them by id, and schedules them on a clock.
///
/// A ``Store`` owns one; a test harness can own one too and decide where actions go. Actions an
/// effect sends are handed to `deliver` on the main actor, unless the effect was cancelled, one of
/// its `alive(while:)` conditions fails, or the runner is gone.
@MainActor
public final class EffectRunner<Action> {
  /// The clock delays, debounces and throttles sleep on.
  public let clock: EffectClock
  private let deliver: @MainActor (Action, ActionSource) -> Void
  private var running: [Int: Running] = [:]
  private var tokensByID: [EffectID: Set<Int>] = [:]
  private var guardedTokens: Set<Int> = []
  private var lastThrottle: [EffectID: Duration] = [:]
  private var nextToken = 0

  private struct Running {
    let task: Task<Void, Never>
    let ids: [EffectID]
    let guards: [@MainActor () -> Bool]
  }

  /// Creates a runner that hands every produced action to `deliver`.
  public init(clock: EffectClock, deliver: @escaping @MainActor (Action, ActionSource) -> Void) {
    self.clock = clock
    self.deliver = deliver
  }

  /// How many effect tasks are running now.
  public var inFlightCount: Int { running.count }

  /// Whether some running effect is bound to a condition that ``cancelEffectsNoLongerAlive()``
  /// must check after each reduction.
  public var hasConditionalEffects: Bool { !guardedTokens.isEmpty }

  /// Starts `effect`. Synchronous parts (``Effect/just(_:file:function:line:)``, cancellation)
  /// happen before this returns; async parts start tasks.
  public func run(_ effect: Effect<Action>) {
    if effect.node.isNone { return }
    start(effect.node, guards: [])
  }

  /// Cancels every running effect marked with `id`.
  public func cancel(id: some Hashable & Sendable) { stopAll(id: EffectID(id)) }

  private func stopAll(id: EffectID) {
    guard let tokens = tokensByID.removeValue(forKey: id) else { return }
    for token in tokens { stop(token) }
  }

  /// Cancels every running effect.
  public func cancelAll() {
    let tasks = running.values.map(\.task)
    running.removeAll()
    tokensByID.removeAll()
    guardedTokens.removeAll()
    for task in tasks { task.cancel() }
  }

  /// Cancels the running effects whose `alive(while:)` condition no longer holds — for example
  /// a removed element's, or an optional child's whose state became `nil`. O(conditional effects).
  public func cancelEffectsNoLongerAlive() {
    for token in guardedTokens {
      guard let entry = running[token] else { continue }
      if !entry.guards.allSatisfy({ $0() }) { stop(token) }
    }
  }

  /// Suspends until no effect is running, including effects started meanwhile.
  public func waitUntilIdle() async {
    while let task = running.values.first?.task {
      await task.value
      await Task.yield()
    }
  }

  // MARK: - Starting

  private func start(_ node: Effect<Action>.Node, guards: [@MainActor () -> Bool]) {
    switch node {
    case .none:
      return
    case .just(let action, let source):
      // Synchronous: the caller's task being cancelled says nothing about this effect.
      if guards.allSatisfy({ $0() }) { deliver(action, source) }
    case .cancel(let id):
      stopAll(id: id)
    case .merge(let nodes):
      for node in nodes { start(node, guards: guards) }
    case .sequence(let nodes) where node.isSynchronous:
      for node in nodes { start(node, guards: guards) }
    case .alive(let isAlive, let inner):
      start(inner, guards: guards + [isAlive])
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { stopAll(id: id) }
      spawn(inner, ids: [id], guards: guards)
    case .debounce(let id, let duration, let inner):
      stopAll(id: id)
      spawn(.delay(duration, inner), ids: [id], guards: guards)
    case .throttle(let id, let duration, let latest, let inner):
      throttle(id: id, duration: duration, latest: latest, inner, guards: guards)
    case .job, .sequence, .delay:
      spawn(node, ids: [], guards: guards)
    }
  }

  @discardableResult
  private func spawn(
    _ node: Effect<Action>.Node, ids: [EffectID], guards: [@MainActor () -> Bool]
  ) -> Task<Void, Never> {
    let token = nextToken
    nextToken &+= 1
    let task = Task { @MainActor [weak self] in
      await self?.execute(node, guards: guards)
      self?.finished(token)
    }
    running[token] = Running(task: task, ids: ids, guards: guards)
    for id in ids { tokensByID[id, default: []].insert(token) }
    if !guards.isEmpty { guardedTokens.insert(token) }
    return task
  }

  private func throttle(
    id: EffectID, duration: Duration, latest: Bool, _ inner: Effect<Action>.Node,
    guards: [@MainActor () -> Bool]
  ) {
    let now = clock.elapsed
    guard let last = lastThrottle[id], now - last < duration else {
      lastThrottle[id] = now
      start(inner, guards: guards)
      return
    }
    guard latest else { return }
    // Only the most recent effect of the window runs, when the window closes. `last` in the future
    // is the time a trailing run is already scheduled for: replace that run, keep its time.
    let fireAt = last > now ? last : last + duration
    stopAll(id: id)
    lastThrottle[id] = fireAt
    spawn(.delay(fireAt - now, inner), ids: [id], guards: guards)
  }

  // MARK: - Executing inside a task

  private func execute(_ node: Effect<Action>.Node, guards: [@MainActor () -> Bool]) async {
    if Task.isCancelled { return }
    switch node {
    case .none:
      return
    case .just(let action, let source):
      send(action, source: source, guards: guards)
    case .cancel(let id):
      stopAll(id: id)
    case .job(let job):
      let sender = EffectSender<Action>(clock: clock) { [weak self] action in
        self?.send(action, source: job.source, guards: guards)
      }
      await job.body(sender)
    case .sequence(let nodes):
      for node in nodes {
        if Task.isCancelled { return }
        await execute(node, guards: guards)
      }
    case .merge(let nodes):
      let tasks = nodes.map { spawn($0, ids: [], guards: guards) }
      for task in tasks { await join(task) }
    case .alive(let isAlive, let inner):
      await execute(inner, guards: guards + [isAlive])
    case .delay(let duration, let inner):
      do { try await clock.sleep(for: duration) } catch { return }
      await execute(inner, guards: guards)
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { stopAll(id: id) }
      await join(spawn(inner, ids: [id], guards: guards))
    case .debounce(let id, let duration, let inner):
      stopAll(id: id)
      await join(spawn(.delay(duration, inner), ids: [id], guards: guards))
    case .throttle(let id, let duration, let latest, let inner):
      let before = Set(running.keys)
      throttle(id: id, duration: duration, latest: latest, inner, guards: guards)
      for token in Set(running.keys).subtracting(before) {
        if let task = running[token]?.task { await join(task) }
      }
    }
  }

  /// Waits for `task`, cancelling it if the waiting task is cancelled.
  private func join(_ task: Task<Void, Never>) async {
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  private func send(_ action: Action, source: ActionSource, guards: [@MainActor () -> Bool]) {
    guard !Task.isCancelled, guards.allSatisfy({ $0() }) else { return }
    deliver(action, source)
  }

  private func stop(_ token: Int) {
    guard let entry = running.removeValue(forKey: token) else { return }
    forget(token, entry)
    entry.task.cancel()
  }

  private func finished(_ token: Int) {
    guard let entry = running.removeValue(forKey: token) else { return }
    forget(token, entry)
  }

  private func forget(_ token: Int, _ entry: Running) {
    guardedTokens.remove(token)
    for id in entry.ids {
      tokensByID[id]?.remove(token)
      if tokensByID[id]?.isEmpty == true { tokensByID[id] = nil }
    }
  }

  isolated deinit {
    for entry in running.values { entry.task.cancel() }
  }
}
