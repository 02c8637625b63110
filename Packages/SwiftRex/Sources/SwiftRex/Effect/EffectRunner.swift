/// The engine that runs effects on the main actor: starts their tasks, delivers their actions,
/// cancels them by id, and schedules them on a clock.
///
/// A ``Store`` owns one (a `TestStore` reaches it through its store). Actions an effect sends are
/// handed to `deliver` on the main actor, unless the effect was cancelled, one of its
/// `alive(while:)` conditions fails, or the runner is gone.
@MainActor
@usableFromInline
final class EffectRunner<Action> {
  /// The clock delays, debounces and throttles sleep on.
  let clock: EffectClock
  private let deliver: @MainActor (Action, ActionSource) -> Void
  private var running: [Int: Running] = [:]
  private var tokensByID: [EffectID: Set<Int>] = [:]
  private var guardedTokens: Set<Int> = []
  private var lastThrottle: [EffectID: Duration] = [:]
  private var nextToken = 0
  private var isHolding = false
  private var heldTokens: Set<Int> = []
  private var heldContinuations: [CheckedContinuation<Void, Never>] = []
  /// Task waiting → the effect task it waits for (a merge's child, a cancellable's inner effect).
  private var joins: [Int: Int] = [:]

  private struct Running {
    let task: Task<Void, Never>
    let ids: [EffectID]
    let guards: [@MainActor () -> Bool]
    let node: Effect<Action>.Node
    /// Part of an effect marked ``Effect/longLived()``: not waited for by ``oneShotCount``.
    var isLongLived: Bool
    /// The task's own key, once it has started: what a test clock's sleepers are matched with.
    var taskKey: TaskKey? = nil
    /// The serial number of the store's effect start this task belongs to (see
    /// ``EffectLineage/start``).
    let start: Int
  }

  private struct Spawned {
    let token: Int
    let task: Task<Void, Never>
  }

  /// Creates a runner that hands every produced action to `deliver`.
  init(clock: EffectClock, deliver: @escaping @MainActor (Action, ActionSource) -> Void) {
    self.clock = clock
    self.deliver = deliver
  }

  /// How many effect tasks are running now.
  var inFlightCount: Int { running.count }

  /// How many running effect tasks are one-shot: not part of an effect marked
  /// ``Effect/longLived()``. O(running tasks).
  var oneShotCount: Int { running.values.count { !$0.isLongLived } }

  /// Whether effect tasks started from now on wait before doing anything. Off by default.
  ///
  /// A test harness turns it on so that effects run only when the test says so: tasks started
  /// meanwhile wait, and turning it off lets every waiting task go. Synchronous effects
  /// (``Effect/just(_:file:function:line:)``, ``Effect/cancel(id:)``) and the bookkeeping of ids
  /// (cancel-in-flight, debounce, throttle) still happen at once, as they do in a store.
  var holdsNewEffects: Bool {
    get { isHolding }
    set {
      isHolding = newValue
      if !newValue { releaseHeldTasks() }
    }
  }

  /// How many running effect tasks cannot progress until another one does: tasks held by
  /// ``holdsNewEffects``, and tasks waiting for effects they started (a merge's parts, a
  /// cancellable, debounced or throttled effect). Together with the tasks asleep on a test clock
  /// this tells a test harness that every effect is idle. O(running tasks).
  var waitingTaskCount: Int {
    heldTokens.count(where: { running[$0] != nil })
      + joins.count(where: { running[$0.key] != nil && running[$0.value] != nil })
  }

  /// How many running effect tasks may still make progress on their own: neither waiting (see
  /// ``waitingTaskCount``) nor asleep, themselves, on a clock whose sleeping tasks are
  /// `asleep`. A task asleep only through a child it started (a task group, `async let`) still
  /// counts: nothing shows whether another of its children is working. O(running tasks).
  func busyTaskCount(asleep: Set<TaskKey>) -> Int {
    running.count(where: { token, entry in
      if heldTokens.contains(token) { return false }
      if let part = joins[token], running[part] != nil { return false }
      guard let key = entry.taskKey else { return true }
      return !asleep.contains(key)
    })
  }

  /// One line per running effect task that has work of its own (tasks only waiting for their
  /// parts are left out): what the effect is, where it was built, and its ids. Meant for
  /// failure messages, in the order the tasks started.
  var inFlightDescriptions: [String] {
    let waiting = Set(joins.keys)
    return running.keys.sorted().filter { !waiting.contains($0) }.compactMap { token in
      guard let entry = running[token] else { return nil }
      let ids = entry.ids.map { String(reflecting: $0.base.base) }
      let described = Self.describe(entry.node) + (entry.isLongLived ? ", long-lived" : "")
      return ids.isEmpty ? described : "\(described) (id: \(ids.joined(separator: ", ")))"
    }
  }

  /// Whether some running effect is bound to a condition that ``cancelEffectsNoLongerAlive()``
  /// must check after each reduction.
  @usableFromInline var hasConditionalEffects: Bool { !guardedTokens.isEmpty }

  /// Starts `effect`. Synchronous parts (``Effect/just(_:file:function:line:)``, cancellation)
  /// happen before this returns; async parts start tasks.
  func run(_ effect: Effect<Action>) {
    guard let root = effect.root else { return }
    switch root.node {
    case .just(let action, let source):
      // The effect behaviours return most after `none`: delivered without a work list.
      deliver(action, source)
    case .job:
      // The next most common, a task (`Effect.run`, an analytics call): spawned as the work list
      // would spawn it, without building one — its array and tuple metadata, in this
      // unspecialised code, cost as much as the bookkeeping of the task.
      _ = spawn(root.node, ids: [], guards: [], longLived: false)
    default:
      start(root.node, guards: [], longLived: false)
    }
  }

  /// Cancels every running effect marked with `id`, as ``Effect/cancel(id:)`` does.
  func cancel(id: EffectID) { stopAll(id: id) }

  /// Whether some effect marked with `id` is running (or held, waiting to run).
  func isRunning(id: EffectID) -> Bool { tokensByID[id] != nil }

  private func stopAll(id: EffectID) {
    guard let tokens = tokensByID.removeValue(forKey: id) else { return }
    for token in tokens { stop(token) }
  }

  /// Cancels every running effect, including tasks held by ``holdsNewEffects`` (they end
  /// without doing anything).
  func cancelAll() {
    let tasks = running.values.map(\.task)
    running.removeAll()
    tokensByID.removeAll()
    guardedTokens.removeAll()
    joins.removeAll()
    for task in tasks { task.cancel() }
    releaseHeldTasks()
  }

  /// Cancels every running task that belongs to an effect start numbered above `serial`.
  /// O(running tasks).
  func cancelEffects(startedAfter serial: Int) {
    for (token, entry) in running where entry.start > serial { stop(token) }
  }

  /// Cancels every running task that belongs to an effect start numbered within `serials`
  /// (the starts of one dispatch). O(running tasks).
  func cancelEffects(startedIn serials: ClosedRange<Int>) {
    for (token, entry) in running where serials.contains(entry.start) { stop(token) }
  }

  /// How many running tasks belong to an effect start numbered within `serials`. O(running tasks).
  func runningCount(startedIn serials: ClosedRange<Int>) -> Int {
    running.values.count(where: { serials.contains($0.start) })
  }

  /// Cancels the running effects whose `alive(while:)` condition no longer holds — for example
  /// a removed element's, or an optional child's whose state became `nil`. O(conditional effects).
  @usableFromInline func cancelEffectsNoLongerAlive() {
    for token in guardedTokens {
      guard let entry = running[token] else { continue }
      if !entry.guards.allSatisfy({ $0() }) { stop(token) }
    }
  }

  /// Suspends until no effect is running, including effects started meanwhile.
  func waitUntilIdle() async {
    while let task = running.values.first?.task {
      await task.value
      await Task.yield()
    }
  }

  // MARK: - The interpreter

  /// The one walk from an effect to running tasks: delivers what can be delivered now, cancels
  /// by id, and spawns a task for each part that has to wait (a job, a delay, an asynchronous
  /// sequence, the inner effect of an id). Returns the tasks it spawned, so that a task starting
  /// a part of its own effect waits for them. Used both when the store starts an effect and
  /// inside a task (`inTask`), so each kind of node is interpreted in one place.
  ///
  /// A work list, not recursion: a user can build an effect nested deeper than the stack is.
  @discardableResult
  private func start(
    _ root: Effect<Action>.Node, guards rootGuards: [@MainActor () -> Bool], longLived rootLongLived: Bool,
    inTask: Bool = false
  ) -> [Spawned] {
    var spawned: [Spawned] = []
    // `synchronous`: the node is inside a sequence already known to be synchronous, so it need
    // not be checked again (checking at every level would cost depth × size). Inside a task a
    // sequence is never checked, only spawned: the task running a deep tree would otherwise
    // check the rest of it at every level it reaches.
    var pending = [(node: root, guards: rootGuards, synchronous: false, longLived: rootLongLived)]
    while var entry = pending.popLast() {
      // Read through `entry`, not copied out: `alive` appends to its guards in place.
      switch entry.node {
      case .none:
        continue
      case .just(let action, let source):
        // The caller's task being cancelled says nothing about this effect: a task checks that
        // before it interprets anything.
        if entry.guards.allSatisfy({ $0() }) { deliver(action, source) }
      case .cancel(let id):
        stopAll(id: id)
      case .dismiss(let source):
        reportUnresolvedDismissal(from: source)
      case .merge(let boxes):
        let (guards, synchronous, longLived) = (entry.guards, entry.synchronous, entry.longLived)
        pending.append(contentsOf: boxes.reversed().lazy.map { ($0.node, guards, synchronous, longLived) })
      case .sequence(let boxes) where entry.synchronous || (!inTask && entry.node.isSynchronous):
        let (guards, longLived) = (entry.guards, entry.longLived)
        pending.append(contentsOf: boxes.reversed().lazy.map { ($0.node, guards, true, longLived) })
      case .alive(let isAlive, let inner):
        // The entry is reused, its guards appended to in place (they are its own unless a merge
        // shares them): a chain of `alive` a hundred thousand deep costs as many appends, not as
        // many copies of a growing list.
        entry.node = inner.node
        entry.guards.append(isAlive)
        pending.append(entry)
      case .longLived(let inner):
        entry.node = inner.node
        entry.longLived = true
        pending.append(entry)
      case .cancellable(let id, let cancelInFlight, let inner):
        if cancelInFlight { stopAll(id: id) }
        spawned.append(spawn(inner.node, ids: [id], guards: entry.guards, longLived: entry.longLived))
      case .debounce(let id, let duration, let inner):
        stopAll(id: id)
        spawned.append(
          spawn(.delay(duration, inner), ids: [id], guards: entry.guards, longLived: entry.longLived))
      case .throttle(let id, let duration, let latest, let inner):
        let now = clock.elapsed
        guard let last = lastThrottle[id], now - last < duration else {
          lastThrottle[id] = now
          entry.node = inner.node
          pending.append(entry)
          continue
        }
        guard latest else { continue }
        // Only the most recent effect of the window runs, when the window closes. `last` in the
        // future is the time a trailing run is already scheduled for: replace that run, keep its time.
        let fireAt = last > now ? last : last + duration
        stopAll(id: id)
        lastThrottle[id] = fireAt
        spawned.append(
          spawn(.delay(fireAt - now, inner), ids: [id], guards: entry.guards, longLived: entry.longLived))
      case .job, .sequence, .delay:
        spawned.append(spawn(entry.node, ids: [], guards: entry.guards, longLived: entry.longLived))
      }
    }
    return spawned
  }

  private func spawn(
    _ node: Effect<Action>.Node, ids: [EffectID], guards: [@MainActor () -> Bool], longLived: Bool
  ) -> Spawned {
    let token = nextToken
    nextToken &+= 1
    let task = Task { @MainActor [weak self] in
      self?.running[token]?.taskKey = TaskKey.current
      await self?.holdIfAsked(token)
      await self?.execute(node, token: token, guards: guards)
      self?.finished(token)
    }
    running[token] = Running(
      task: task, ids: ids, guards: guards, node: node, isLongLived: longLived,
      start: EffectLineage.current.start)
    for id in ids { tokensByID[id, default: []].insert(token) }
    if !guards.isEmpty { guardedTokens.insert(token) }
    return Spawned(token: token, task: task)
  }

  private func holdIfAsked(_ token: Int) async {
    guard isHolding, running[token] != nil else { return }
    heldTokens.insert(token)
    await withCheckedContinuation { heldContinuations.append($0) }
    heldTokens.remove(token)
  }

  private func releaseHeldTasks() {
    // Released tasks can run from now on: they no longer count as waiting.
    heldTokens.removeAll()
    let continuations = heldContinuations
    heldContinuations.removeAll()
    for continuation in continuations { continuation.resume() }
  }

  // MARK: - Inside a task

  /// Runs `root` inside the task whose token is `token`: only what needs a task happens here —
  /// waiting out a delay, running a job, stepping through a sequence — and everything else goes
  /// through ``start(_:guards:longLived:)``, whose tasks this one waits for.
  ///
  /// The wrappers that run their inner effect in this same task — `alive`, `longLived`, `delay` —
  /// are taken off in a loop, not by recursion, so a chain of them as deep as a user builds it
  /// costs neither a frame nor a copy of the guards per level.
  private func execute(_ root: Effect<Action>.Node, token: Int, guards rootGuards: [@MainActor () -> Bool])
    async
  {
    var node = root
    var guards = rootGuards
    var paced = false
    unwrapping: while true {
      if Task.isCancelled { return }
      switch node {
      case .alive(let isAlive, let inner):
        guards.append(isAlive)
        node = inner.node
      case .longLived(let inner):
        running[token]?.isLongLived = true
        node = inner.node
      case .delay(let duration, let inner):
        do { try await clock.sleep(for: duration) } catch { return }
        paced = true
        node = inner.node
      default:
        break unwrapping
      }
    }
    guard paced else { return await perform(node, token: token, guards: guards) }
    // A chain paced by the clock is not a runaway: what follows the wait starts a new chain.
    let lineage = EffectLineage(
      generation: 1, cause: EffectLineage.current.cause, start: EffectLineage.current.start)
    await EffectLineage.$current.withValue(lineage) { [node, guards] in
      await perform(node, token: token, guards: guards)
    }
  }

  /// Runs `node`, which ``execute(_:token:guards:)`` has unwrapped, inside the task whose token
  /// is `token`.
  private func perform(_ node: Effect<Action>.Node, token: Int, guards: [@MainActor () -> Bool]) async {
    switch node {
    case .job(let job):
      let sender = EffectSender<Action>(clock: clock) { [weak self] action in
        self?.send(action, source: job.source, guards: guards)
      }
      await job.body(sender)
    case .sequence(let boxes):
      for box in boxes {
        if Task.isCancelled { return }
        await execute(box.node, token: token, guards: guards)
      }
    default:
      // What this task starts is long-lived when this task is.
      let longLived = running[token]?.isLongLived ?? false
      let parts = start(node, guards: guards, longLived: longLived, inTask: true)
      for part in parts { await join(part, from: token) }
    }
  }

  /// Waits for `part`, cancelling it if the waiting task (`waiter`) is cancelled. While it waits,
  /// ``waitingTaskCount`` counts the waiter.
  private func join(_ part: Spawned, from waiter: Int) async {
    joins[waiter] = part.token
    defer { joins[waiter] = nil }
    await withTaskCancellationHandler {
      await part.task.value
    } onCancel: {
      part.task.cancel()
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
    joins[token] = nil
    for id in entry.ids {
      tokensByID[id]?.remove(token)
      if tokensByID[id]?.isEmpty == true { tokensByID[id] = nil }
    }
  }

  /// `Effect built at File.swift:12 in f()`, `…, delayed by 0.3 seconds`: what a running task runs.
  ///
  /// Bounded in depth and in parts listed, so that a merge of ten thousand effects, or one nested
  /// ten thousand deep, gives a line a failure message can show rather than megabytes (or a stack
  /// overflow).
  private static func describe(_ node: Effect<Action>.Node, depth: Int = 0) -> String {
    let maxDepth = 8
    let maxParts = 5
    guard depth < maxDepth else { return "…" }
    // A merge kept whole inside a merge (or a sequence inside a sequence) is listed as the parts
    // it holds, as if spliced: the user built one list, however `merge` stored it.
    func list(_ boxes: [Effect<Action>.NodeBox], sameKind: (Effect<Action>.Node) -> [Effect<Action>.NodeBox]?)
      -> String
    {
      var shown: [String] = []
      var count = 0
      var pending = Array(boxes.reversed())
      while let box = pending.popLast() {
        if let inner = sameKind(box.node) {
          pending.append(contentsOf: inner.reversed())
          continue
        }
        count += 1
        if shown.count < maxParts { shown.append(describe(box.node, depth: depth + 1)) }
      }
      if count > maxParts { shown.append("and \(count - maxParts) more") }
      return "[\(shown.joined(separator: "; "))]"
    }
    return switch node {
    case .none: "an empty effect"
    case .just(let action, let source): "just(\(action)) built at \(source)"
    case .job(let job): "async effect built at \(job.source)"
    case .cancel(let id): "cancel(id: \(String(reflecting: id.base.base)))"
    case .dismiss(let source): "dismiss built at \(source)"
    case .sequence(let nodes):
      "sequence of \(list(nodes) { if case .sequence(let inner) = $0 { inner } else { nil } })"
    case .merge(let nodes):
      "merge of \(list(nodes) { if case .merge(let inner) = $0 { inner } else { nil } })"
    case .alive(_, let inner): describe(inner.node, depth: depth + 1)
    case .longLived(let inner): describe(inner.node, depth: depth + 1)
    case .cancellable(_, _, let inner): describe(inner.node, depth: depth + 1)
    case .debounce(_, let duration, let inner):
      "\(describe(inner.node, depth: depth + 1)), debounced by \(duration)"
    case .throttle(_, let duration, _, let inner):
      "\(describe(inner.node, depth: depth + 1)), throttled by \(duration)"
    case .delay(let duration, let inner): "\(describe(inner.node, depth: depth + 1)), delayed by \(duration)"
    }
  }

  /// Told when a `dismiss` reaches the store; returns whether someone took care of it instead of
  /// a runtime warning: a `TestStore` testing a presented feature alone records that the
  /// feature dismissed itself.
  var dismissesRoot: (@MainActor (ActionSource) -> Bool)?

  /// A `dismiss` reached the store: no presentation or stack lift was there to turn it into an
  /// action.
  private func reportUnresolvedDismissal(from source: ActionSource) {
    if let dismissesRoot, dismissesRoot(source) { return }
    RuntimeWarnings.report(
      "Effect.dismiss built at \(source) was ignored: the behaviour that returned it is not presented "
        + "or on a stack. Lift it through a presentation or stack scope (`.presentation(\\.$child)`, "
        + "`.stack(\\.path)`) for it to dismiss.")
  }

  isolated deinit {
    for entry in running.values { entry.task.cancel() }
    releaseHeldTasks()
  }
}
