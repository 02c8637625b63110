import Testing

@_spi(SwiftRexInternals) @testable import SwiftRex

@MainActor
@Suite("Store: the observer chain TestStore, the recorder and time travel attach to")
struct StoreObserverTests {
  @Test func observersWrapTheProcessingAndAreToldInTheOrderTheyWereAdded() {
    let store = Store(initial: CounterState(), behavior: counterBehavior)
    let log = ChainLog()
    let observers = ["a", "b", "c"].map { LoggingObserver($0, log: log) }
    // A subscriber added among them is told of the new state while the action is processed.
    store.addObserver(observers[0])
    let subscription = store.subscribe { log.lines.append("subscriber \($0.count)") }
    store.addObserver(observers[1])
    store.addObserver(observers[2])
    // The store holds its observers weakly: kept alive here, or an optimized build releases
    // them after their last use above.
    withExtendedLifetime(observers) { store.dispatch(.increment) }
    subscription.cancel()
    #expect(
      log.lines == [
        "a wraps increment", "b wraps increment", "c wraps increment", "subscriber 1",
        "c unwraps", "b unwraps", "a unwraps",
        "a did increment 1", "b did increment 1", "c did increment 1",
      ])
  }

  @Test func anObserverThatDoesNotCallNextWithholdsTheAction() {
    let store = Store(initial: CounterState(), behavior: counterBehavior)
    let log = ChainLog()
    let outer = LoggingObserver("outer", log: log)
    let withholding = LoggingObserver("withholding", log: log, withholds: true)
    let inner = LoggingObserver("inner", log: log)
    store.addObserver(outer)
    store.addObserver(withholding)
    store.addObserver(inner)
    withExtendedLifetime([outer, withholding, inner]) { store.dispatch(.increment) }
    #expect(store.state.count == 0)
    // The observer after it never sees the action, and no one is told it was processed.
    #expect(log.lines == ["outer wraps increment", "withholding wraps increment", "outer unwraps"])
  }

  @Test func anObserverCallingNextTwiceProcessesTheActionOnce() {
    let store = Store(initial: CounterState(), behavior: counterBehavior)
    let log = ChainLog()
    let twice = LoggingObserver("twice", log: log, callsNext: 2)
    store.addObserver(twice)
    withExtendedLifetime(twice) { store.dispatch(.increment) }
    #expect(store.state.count == 1)
    #expect(log.lines == ["twice wraps increment", "twice unwraps", "twice did increment 1"])
  }

  @Test func aReleasedObserverIsNoLongerTold() {
    let store = Store(initial: CounterState(), behavior: counterBehavior)
    let log = ChainLog()
    let kept = LoggingObserver("kept", log: log)
    store.addObserver(kept)
    var released: LoggingObserver? = LoggingObserver("released", log: log)
    if let released { store.addObserver(released) }
    withExtendedLifetime(released) { store.dispatch(.increment) }
    released = nil
    withExtendedLifetime(kept) { store.dispatch(.decrement) }
    #expect(
      log.lines == [
        "kept wraps increment", "released wraps increment", "released unwraps", "kept unwraps",
        "kept did increment 1", "released did increment 1",
        "kept wraps decrement", "kept unwraps", "kept did decrement 0",
      ])
  }

  @Test func aDismissalReachingTheStoreGoesToTheObserversInsteadOfAWarning() async {
    let behavior = Behavior<CounterAction, CounterState, Void> { action, _ in
      action == .reset ? .produce { _ in .dismiss() } : .doNothing
    }
    let store = Store(initial: CounterState(), behavior: behavior)
    let log = ChainLog()
    let declining = LoggingObserver("declining", log: log)
    let handling = LoggingObserver("handling", log: log, handlesDismissal: true)
    let warnings = WarningLog()
    await RuntimeWarnings.withHandler(warnings.record) {
      store.addObserver(declining)
      store.addObserver(handling)
      store.dispatch(.reset)
      await store.effectsFinished()
    }
    withExtendedLifetime([declining, handling]) {}
    #expect(log.lines.filter { $0.contains("dismissed") } == ["declining dismissed", "handling dismissed"])
    #expect(warnings.all.isEmpty)
  }

  @Test func aDismissalNoObserverTakesCareOfIsReported() async {
    let behavior = Behavior<CounterAction, CounterState, Void> { action, _ in
      action == .reset ? .produce { _ in .dismiss() } : .doNothing
    }
    let store = Store(initial: CounterState(), behavior: behavior)
    let declining = LoggingObserver("declining", log: ChainLog())
    let warnings = WarningLog()
    await RuntimeWarnings.withHandler(warnings.record) {
      store.addObserver(declining)
      store.dispatch(.reset)
      await store.effectsFinished()
    }
    withExtendedLifetime(declining) {}
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("Effect.dismiss") == true)
  }
}

/// What the observers of a test saw, in order.
@MainActor
private final class ChainLog {
  var lines: [String] = []
}

/// Writes down what it is told; optionally withholds every action, calls `next` more than once,
/// or takes care of dismissals.
@MainActor
private final class LoggingObserver: StoreObserver {
  private let name: String
  private let log: ChainLog
  private let callsNext: Int
  private let handlesDismissal: Bool

  init(
    _ name: String, log: ChainLog, withholds: Bool = false, callsNext: Int = 1, handlesDismissal: Bool = false
  ) {
    self.name = name
    self.log = log
    self.callsNext = withholds ? 0 : callsNext
    self.handlesDismissal = handlesDismissal
  }

  func storeProcess(_ action: ObservedAction<CounterAction>, next: () -> Void) {
    log.lines.append("\(name) wraps \(action.dispatched.action)")
    for _ in 0..<callsNext { next() }
    if callsNext > 0 { log.lines.append("\(name) unwraps") }
  }

  func storeDidProcess(_ action: ObservedAction<CounterAction>, state: CounterState) {
    log.lines.append("\(name) did \(action.dispatched.action) \(state.count)")
  }

  func storeWasDismissed(by source: ActionSource) -> Bool {
    log.lines.append("\(name) dismissed")
    return handlesDismissal
  }
}
