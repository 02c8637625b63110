import Testing

@_spi(SwiftRexInternals) @testable import SwiftRex

@MainActor
@Suite("Store: where each processed action came from, and replacing the state")
struct StoreProcessingOriginTests {
  /// `.increment` sends `.add(1)` synchronously and `.add(10)` from a task.
  private static let behavior = Behavior<CounterAction, CounterState, Void> { action, _ in
    switch action {
    case .increment:
      .combine(
        .reduce { $0.count += 1 },
        .produce { _ in .merge(.just(.add(1)), .just(.add(10)).delay(for: .milliseconds(1))) })
    case .add(let amount): .reduce { $0.count += amount }
    default: .doNothing
    }
  }

  @Test func theAppsDispatchesTheirCascadesAndTheirEffectsDeliveriesAreToldApart() async {
    let store = Store(initial: CounterState(), behavior: Self.behavior)
    let seen = ProcessingLog(watching: store)
    store.dispatch(.increment)
    await store.effectsFinished()
    store.dispatch(.reset)
    // The cause is the serial number of the app's dispatch whose chain the action belongs to.
    #expect(
      seen.lines == ["increment dispatched 1", "add(1) cascade 1", "add(10) effect 1", "reset dispatched 2"])
  }

  @Test func whatIsDispatchedWhileAnAnswerIsProcessedJoinsTheAnswersChain() async {
    let store = Store(initial: CounterState(), behavior: Self.behavior)
    let seen = ProcessingLog(watching: store)
    // Dispatched from outside the loop's lineage, while the effect's `.add(10)` is processed:
    // queued in that answer's chain, which the queue carries with the action.
    let subscription = store.subscribe { [unowned store] state in
      if state.count == 12 { store.dispatch(.decrement) }
    }
    store.dispatch(.increment)
    await store.effectsFinished()
    store.dispatch(.reset)
    subscription.cancel()
    #expect(
      seen.lines == [
        "increment dispatched 1", "add(1) cascade 1", "add(10) effect 1", "decrement cascade 1",
        "reset dispatched 2",
      ])
  }

  @Test func whatASubscriptionSendsHasNoCause() async {
    // The state declares a ticker once the count is positive; it sends one `.add(100)`.
    let behavior = counterBehavior.subscriptions { (state: CounterState) in
      state.count > 0 && state.count < 100
        ? [
          Subscription(id: "ticker") { _ in Effect<CounterAction>.just(.add(100)).delay(for: .milliseconds(1))
          }
        ]
        : []
    }
    let store = Store(initial: CounterState(), behavior: behavior)
    let seen = ProcessingLog(watching: store)
    store.dispatch(.increment)
    await store.effectsFinished()
    #expect(seen.lines == ["increment dispatched 1", "add(100) effect 0"])
  }

  @Test func eachEffectStartIsNumberedAndWhatItsTasksSendCarriesTheNumber() async {
    let store = Store(initial: CounterState(), behavior: Self.behavior)
    let seen = ProcessingLog(watching: store) { "\($0.dispatched.action) \($0.effectStart)" }
    #expect(store.effectStartCount == 0)
    store.dispatch(.increment)
    #expect(store.effectStartCount == 1)
    await store.effectsFinished()
    // `.add(1)` is sent synchronously, within the increment's processing: no task sent it.
    #expect(seen.lines == ["increment 0", "add(1) 0", "add(10) 1"])
  }

  /// `.increment` starts a sequence whose second part starts only after the first one's wait;
  /// `.decrement` starts a delayed `.add(100)`.
  @Test func cancellingTheEffectsStartedAfterAStartKeepsTheEarlierOnesWhole() async {
    let behavior = Behavior<CounterAction, CounterState, Void> { action, _ in
      switch action {
      case .increment:
        .produce { _ in
          .sequence(
            Effect<CounterAction>.just(.add(1)).delay(for: .milliseconds(20)),
            Effect<CounterAction>.just(.add(10)).delay(for: .milliseconds(20)))
        }
      case .decrement: .produce { _ in Effect<CounterAction>.just(.add(100)).delay(for: .milliseconds(20)) }
      case .add(let amount): .reduce { $0.count += amount }
      case .reset: .doNothing
      }
    }
    let store = Store(initial: CounterState(), behavior: behavior)
    store.dispatch(.increment)
    let kept = store.effectStartCount
    store.dispatch(.decrement)
    store.cancelEffects(startedAfter: kept)
    await store.effectsFinished()
    #expect(store.state.count == 11)
  }

  @Test func replacingTheStateTellsObserversAndRunsNothing() {
    // A behaviour that would leave its mark on any action it ran for.
    let behavior = Behavior<CounterAction, CounterState, Void> { _, _ in .reduce { $0.count += 1000 } }
    let store = Store(initial: CounterState(), behavior: behavior)
    var observed: [Int] = []
    let subscription = store.subscribe { observed.append($0.count) }
    store.replaceState(with: CounterState(count: 7))
    #expect(store.state.count == 7)
    #expect(observed == [7])
    subscription.cancel()
  }

  @Test func theStateIsNotReplacedWhileAnActionIsProcessed() {
    let store = Store(initial: CounterState(), behavior: counterBehavior)
    let warnings = WarningLog()
    let replacer = StateReplacer(store: store, with: CounterState(count: 99))
    RuntimeWarnings.withHandler(warnings.record) {
      store.addObserver(replacer)
      store.dispatch(.increment)
    }
    #expect(store.state.count == 1)
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("replaceState") == true)
  }
}

/// Each action a store processes, as "action origin cause" unless told how to describe it.
@MainActor
private final class ProcessingLog<State>: StoreObserver {
  private(set) var lines: [String] = []
  private let describe: (ObservedAction<CounterAction>) -> String

  init<Environment>(
    watching store: Store<CounterAction, State, Environment>,
    describe: @escaping (ObservedAction<CounterAction>) -> String = {
      "\($0.dispatched.action) \($0.origin.rawValue) \($0.cause)"
    }
  ) {
    self.describe = describe
    store.addObserver(self)
  }

  func storeProcess(_ action: ObservedAction<CounterAction>, next: () -> Void) {
    lines.append(describe(action))
    next()
  }
}

/// Tries to replace the state right after each action, while the store is still processing it.
@MainActor
private final class StateReplacer: StoreObserver {
  typealias State = CounterState

  private unowned let store: Store<CounterAction, CounterState, Void>
  private let replacement: CounterState

  init(store: Store<CounterAction, CounterState, Void>, with replacement: CounterState) {
    self.store = store
    self.replacement = replacement
  }

  func storeProcess(_ action: ObservedAction<CounterAction>, next: () -> Void) {
    next()
    store.replaceState(with: replacement)
  }
}
