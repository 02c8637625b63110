@_spi(SwiftRexInternals) import SwiftRex
import SwiftRexSharing

/// Keeps a bounded history of a store's states and moves the store through it: ``undo()``,
/// ``redo()``, ``goto(_:)``.
///
/// ```swift
/// let travel = TimeTravel<AppAction, AppState>(limit: 1000)
/// travel.attach(to: store)
/// store.dispatch(.increment)   // step 1
/// try travel.undo()            // the store shows step 0 again
/// try travel.redo()            // and step 1
/// ```
///
/// **Steps.** Step 0 is the state when time travel was attached; step k the state after the k-th
/// action the store processed since — every action: dispatched, cascaded, delivered by an effect.
/// At most ``limit`` steps are kept; the oldest are dropped, so the first step kept can be
/// numbered above 0. Numbers are never reused.
///
/// **Travelling** (the shown step is not the latest) replaces the store's state without an action:
/// views show the past state, and no behaviour runs. No action is processed while travelling:
///
/// - what effects deliver meanwhile (a timer's tick, a load that finishes) is *held*, and
///   dispatched again, in order and as if it arrived then, when the latest step is shown again
///   (``redo()`` to the end, or ``goto(_:)`` the latest step). Effects keep running meanwhile;
///   only what they deliver waits. Nothing held is ever dropped, however long the travel lasts:
///   a load's answer lost here would leave the app loading for good.
/// - an action *dispatched* from outside the store's loop is a **new branch** from the shown
///   step, which continues as if the steps after it had not happened: they are discarded; the
///   effects started after the shown step are cancelled, and those started by then keep running,
///   since the shown state waits for them (a load in flight); what those earlier effects answered
///   in the discarded steps or while held is dispatched again after the action, as the answers
///   the shown state still waits for; the subscriptions restart from the shown state; the action
///   is processed as usual and becomes the next step, and ``onBranch`` is called.
/// - a view that appears because a jump changed what is shown may dispatch a lifecycle action of
///   its own (an `onAppear` that loads): `startsBranch` tells those actions from the ones that
///   branch, and they never become steps. At a past step they are dropped: a branch from there
///   makes the views appear again (``onBranch``). At the latest step, until the next action that
///   would branch, they are dropped too: that state's views had appeared when it was made.
///
/// **Memory.** An entry is the state, the action and its source: as a state's collections are
/// copy-on-write, consecutive states share whatever an action did not change, so an entry costs
/// the state's inline size plus the storage the action rewrote. For the demo app's state (its
/// shelf loaded, three counters listed) a step keeps ≈ 920 bytes of heap, and attaching time
/// travel adds ≈ 2 µs to an action that costs ≈ 18 µs without it — most likely the copy of the
/// counters' storage the kept state now shares (the `T-travel` workloads of the Benchmarks
/// package). A full history's memory stays flat: each new step drops the oldest.
///
/// **Large steps.** An action that replaces a large part of the state with new storage (a
/// catalog reloaded from its file) makes a step that costs that part's whole size. An app names
/// such actions (`isLargeStep`), and at most `largeStepLimit` of them are kept: the steps before
/// the oldest of those are dropped, so a session that reloads a 100,000-book catalog forty times
/// keeps a few catalogs, not forty.
///
/// **With a recorder.** Attach a ``Recorder`` before or after: both join the store's observer
/// chain, and an action time travel holds is recorded only when it is finally processed. A recording made while travelling does not
/// replay a jump, so an app should not offer both at once.
@MainActor
public final class TimeTravel<Action, State> {
  /// A step of the history.
  public typealias Entry = TimeTravelEntry<Action, State>

  /// The most steps kept (at least 1; a smaller limit is raised to 1).
  public let limit: Int
  /// The steps kept, oldest first.
  public private(set) var entries: HistoryBuffer<Entry>
  /// The step the store shows.
  public private(set) var shownStep = 0
  /// Called after a new branch's first action is processed, so the app can let the views on
  /// screen appear again (their lifecycle actions from the discarded steps are gone); see the
  /// type's notes.
  public var onBranch: (@MainActor () -> Void)?
  private let startsBranch: @MainActor (Action) -> Bool
  /// The most large steps kept (see ``init(limit:startsBranch:largeStepLimit:isLargeStep:)``).
  public let largeStepLimit: Int
  private let isLargeStep: @MainActor (Action) -> Bool
  /// The large steps kept, oldest first.
  private var largeSteps: [Int] = []
  /// An action that arrived while travelling, waiting for the latest step.
  private struct Held {
    let dispatched: DispatchedAction<Action>
    let origin: ActionOrigin
    let cause: Int
    let answeredStart: Int
  }
  private var held: [Held] = []
  /// Whether a jump (``undo()``, ``redo()``, ``goto(_:)``) came after the last action that
  /// branches: lifecycle actions the jump makes views dispatch are dropped meanwhile.
  private var jumpedSinceLastAction = false
  private var showState: (@MainActor (State) -> Bool)?
  private var redispatch: (@MainActor (DispatchedAction<Action>) -> Void)?
  /// The container of the store's shared values (`@Shared`): the current one when attached.
  private var sharedContainer = SharedContainer.default
  private var restartEffects: (@MainActor (_ keepingStartsUpTo: Int) -> Void)?
  /// Whether the store is processing an action under this observer: its state cannot be replaced.
  private var isProcessing = false
  /// The origin a held action arrived with, for the step it becomes when dispatched again.
  private var releasedOrigin: ActionOrigin?
  /// The store's state and how many effects it has started, read after each step.
  private var storeNow: (@MainActor () -> (state: State, effectStarts: Int)?)?
  /// This time travel on the store's observer chain; kept here, since the store holds it weakly.
  private let observer = TimeTravelObserver<Action, State>()

  /// Time travel keeping at most `limit` steps.
  /// - Parameters:
  ///   - limit: the most steps kept; at least 1.
  ///   - startsBranch: whether an action dispatched while travelling starts a new branch (the
  ///     default: every one). An action it refuses never becomes a step after a jump: what an
  ///     app returns for the lifecycle actions its views dispatch when a jump shows them.
  ///   - largeStepLimit: the most *large* steps kept (at least 1); see `isLargeStep`.
  ///   - isLargeStep: whether an action makes a large step: one that replaces a large part of
  ///     the state with new storage (a reloaded catalog), so that its state shares nothing of it
  ///     with the steps before and costs its whole size. When one more than `largeStepLimit` is
  ///     kept, the steps before the oldest of the last `largeStepLimit` are dropped: the history
  ///     then holds no more than `largeStepLimit + 1` versions of that data, however many
  ///     reloads a long session sees. By default no step is large.
  public init(
    limit: Int = 1000, startsBranch: @escaping @MainActor (Action) -> Bool = { _ in true },
    largeStepLimit: Int = 1, isLargeStep: @escaping @MainActor (Action) -> Bool = { _ in false }
  ) {
    self.limit = max(limit, 1)
    self.startsBranch = startsBranch
    self.largeStepLimit = max(largeStepLimit, 1)
    self.isLargeStep = isLargeStep
    entries = HistoryBuffer(capacity: self.limit)
  }

  // Kept rather than read from the last entry: reading an entry copies its state, which for an
  // app's state is dozens of retains, and every action asks.
  /// The latest step: the state the store would show if no one travelled.
  public private(set) var latestStep = 0
  /// The oldest step kept.
  public var oldestStep: Int { entries.isEmpty ? 0 : latestStep - entries.count + 1 }
  /// The steps kept, oldest to latest.
  public var steps: ClosedRange<Int> { oldestStep...latestStep }
  /// Whether the store shows a past step: actions are then held or start a branch.
  public var isTravelling: Bool { shownStep != latestStep }
  /// How many actions are held, waiting for the latest step to be shown again.
  public var heldCount: Int { held.count }
  /// The entry of the shown step.
  public var shownEntry: Entry? { entry(shownStep) }

  /// The entry of `step`, if the history keeps it.
  public func entry(_ step: Int) -> Entry? {
    guard steps.contains(step), !entries.isEmpty else { return nil }
    return entries[step - oldestStep]
  }

  /// Starts the history at `store`'s state (step 0) and adds a step for every action the store
  /// processes from now on. Attach once, between dispatches; a ``Recorder`` may be attached before
  /// or after: each joins the store's observer chain, neither replaces the other.
  public func attach<Environment>(to store: Store<Action, State, Environment>) {
    entries.removeAll()
    held.removeAll()
    largeSteps.removeAll()
    sharedContainer = SharedContainer.current
    entries.append(
      Entry(
        step: 0, action: nil, source: nil, origin: nil, state: store.state,
        effectStarts: store.effectStartCount, shared: sharedSnapshot()))
    shownStep = 0
    latestStep = 0
    jumpedSinceLastAction = false
    showState = { [weak store] state in
      guard let store else { return false }
      store.replaceState(with: state)
      return true
    }
    redispatch = { [weak store] in store?.dispatch($0) }
    restartEffects = { [weak store] keptStarts in
      guard let store else { return }
      store.cancelEffects(startedAfter: keptStarts)
      // Off and on again: the subscriptions the shown state declares start afresh.
      if store.runsSubscriptions {
        store.runsSubscriptions = false
        store.runsSubscriptions = true
      }
    }
    storeNow = { [weak store] in store.map { ($0.state, $0.effectStartCount) } }
    observer.travel = self
    store.addObserver(observer)
  }

  /// The shared values now, or nil when the container holds none (most apps: nothing to keep).
  private func sharedSnapshot() -> SharedSnapshot? {
    sharedContainer.isEmpty ? nil : sharedContainer.snapshot()
  }

  /// Shows the step before the shown one.
  /// - Throws: ``TimeTravelError/nothingToUndo(oldest:)`` at the oldest step kept.
  public func undo() throws(TimeTravelError) {
    guard shownStep > oldestStep else { throw .nothingToUndo(oldest: oldestStep) }
    try show(shownStep - 1)
  }

  /// Shows the step after the shown one; reaching the latest dispatches the held actions.
  /// - Throws: ``TimeTravelError/nothingToRedo(latest:)`` at the latest step.
  public func redo() throws(TimeTravelError) {
    guard shownStep < latestStep else { throw .nothingToRedo(latest: latestStep) }
    try show(shownStep + 1)
  }

  /// Shows `step`; showing the latest dispatches the held actions.
  /// - Throws: ``TimeTravelError/unknownStep(_:kept:)`` for a step the history does not keep.
  public func goto(_ step: Int) throws(TimeTravelError) {
    guard steps.contains(step) else { throw .unknownStep(step, kept: steps) }
    try show(step)
  }

  private func show(_ step: Int) throws(TimeTravelError) {
    guard let showState, let redispatch, let entry = entry(step) else { throw .detached }
    guard !isProcessing else { throw .busy }
    // Set first: the store tells its observers while showing the state, and they must see
    // whether a past step is shown (an observer saving the state keeps the latest step then).
    let previousStep = shownStep
    shownStep = step
    if let shared = entry.shared { sharedContainer.restore(shared) }
    guard showState(entry.state) else {
      shownStep = previousStep
      throw .detached
    }
    jumpedSinceLastAction = true
    guard !isTravelling, !held.isEmpty else { return }
    let releasing = held
    held.removeAll()
    for item in releasing {
      releasedOrigin = item.origin
      redispatch(item.dispatched)
    }
    releasedOrigin = nil
  }

  /// Decides what becomes of an action the store is about to process: held, dropped, or
  /// processed — after a new branch starts, when it does — and kept as the next step.
  func observe(_ action: ObservedAction<Action>, next process: () -> Void) {
    let dispatched = action.dispatched
    let origin = releasedOrigin ?? action.origin
    releasedOrigin = nil
    let cause = action.cause
    let answeredStart = action.effectStart
    let isLifecycle = origin == .dispatched && !startsBranch(dispatched.action)
    // A view that appeared because a jump showed it: not a step (see the type's notes).
    if isLifecycle && (isTravelling || jumpedSinceLastAction) { return }
    var answers: [DispatchedAction<Action>]?
    if isTravelling {
      guard origin == .dispatched else {
        held.append(Held(dispatched: dispatched, origin: origin, cause: cause, answeredStart: answeredStart))
        return
      }
      answers = branch()
    }
    if origin == .dispatched { jumpedSinceLastAction = false }
    isProcessing = true
    process()
    isProcessing = false
    // The store is processing this action, so it is there; `nil` only if it was never attached.
    guard let now = storeNow?() else { return }
    latestStep += 1
    entries.append(
      Entry(
        step: latestStep, action: dispatched.action, source: dispatched.source, origin: origin,
        state: now.state, effectStarts: now.effectStarts, cause: cause, answeredStart: answeredStart,
        shared: sharedSnapshot()))
    shownStep = latestStep
    keepLargeStepsBounded(adding: dispatched.action)
    guard let answers else { return }
    onBranch?()
    // Queued behind this action, as part of its cascade: the store is still processing it.
    for answer in answers { redispatch?(answer) }
  }

  /// Notes the latest step if `action` made it large, and drops the steps before the oldest of
  /// the last ``largeStepLimit`` large ones when more are kept. O(1) unless steps are dropped.
  private func keepLargeStepsBounded(adding action: Action) {
    let oldest = oldestStep
    if let first = largeSteps.first, first < oldest {
      // The count limit dropped the oldest steps meanwhile.
      largeSteps.removeAll { $0 < oldest }
    }
    guard isLargeStep(action) else { return }
    largeSteps.append(latestStep)
    guard largeSteps.count > largeStepLimit else { return }
    largeSteps.removeFirst(largeSteps.count - largeStepLimit)
    if let first = largeSteps.first { entries.removeFirst(first - oldestStep) }
  }

  /// Starts a new branch from the shown step: discards the steps after it and the held actions,
  /// cancels the effects started after it and restarts the subscriptions. Returns the answers
  /// the shown step still waits for: what the effects started by then sent in the discarded
  /// steps or while held, in the order they arrived.
  private func branch() -> [DispatchedAction<Action>] {
    let keptStarts = entries[shownStep - oldestStep].effectStarts
    var answers: [DispatchedAction<Action>] = []
    for step in (shownStep + 1)...latestStep {
      let entry = entries[step - oldestStep]
      guard let action = entry.action, let source = entry.source,
        entry.isAnswer(toEffectsStartedBy: keptStarts)
      else { continue }
      answers.append(DispatchedAction(action, source: source))
    }
    for item in held
    where Entry.isAnswer(
      origin: item.origin, cause: item.cause, answeredStart: item.answeredStart, by: keptStarts)
    {
      answers.append(item.dispatched)
    }
    entries.removeLast(latestStep - shownStep)
    latestStep = shownStep
    largeSteps.removeAll { $0 > latestStep }
    held.removeAll()
    restartEffects?(keptStarts)
    return answers
  }
}
