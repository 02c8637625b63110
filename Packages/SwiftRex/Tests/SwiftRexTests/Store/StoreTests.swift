import Observation
import Testing

@testable import SwiftRex

@MainActor
@Suite("Store")
struct StoreTests {
  @Test func aDispatchIsReducedBeforeItReturns() {
    let store = Store(initial: CounterState(), behavior: counterBehavior)
    store.dispatch(.increment)
    #expect(store.state.count == 1)
    store.dispatch(.add(5))
    store.dispatch(.decrement)
    #expect(store.state.count == 5)
  }

  @Test func aStoreThatRunsNoEffectsStillReducesAndStartsNone() {
    let behavior = Behavior<CounterAction, CounterState, Void> { action, _ in
      switch action {
      case .increment:
        .combine(
          .reduce { $0.count += 1 },
          .produce { _ in .just(.add(10)) })
      case .add(let amount): .reduce { $0.count += amount }
      default: .doNothing
      }
    }
    let store = Store(initial: CounterState(), behavior: behavior)
    store.runsEffects = false
    store.dispatch(.increment)
    // The `.just` would have added 10 at once had it been started.
    #expect(store.state.count == 1)
    #expect(store.effectsInFlight == 0)
    store.runsEffects = true
    store.dispatch(.increment)
    #expect(store.state.count == 12)
  }

  @Test func dispatchRecordsTheCallSite() {
    let sources = Box<[ActionSource]>([])
    let behavior = Behavior<CounterAction, CounterState, Void> { _, context in
      sources.value.append(context.source)
      return .doNothing
    }
    let store = Store(initial: CounterState(), behavior: behavior)
    let line = UInt(#line) + 1
    store.dispatch(.increment)
    #expect(sources.value.count == 1)
    #expect(sources.value.first?.line == line)
    #expect(sources.value.first?.file.description == "SwiftRexTests/StoreTests.swift")
    #expect(sources.value.first?.function.description == "dispatchRecordsTheCallSite()")
  }

  @Test func subscribersAreToldInTheOrderTheySubscribed() {
    let store = Store(initial: CounterState(), behavior: counterBehavior)
    let told = Box<[Int]>([])
    var subscriptions = (0..<64).map { index in store.subscribe { _ in told.value.append(index) } }
    store.dispatch(.increment)
    #expect(told.value == Array(0..<64))
    // One leaving keeps the others' order; one joining comes last.
    subscriptions.remove(at: 10).cancel()
    subscriptions.append(store.subscribe { _ in told.value.append(64) })
    told.value = []
    store.dispatch(.increment)
    #expect(told.value == Array(0..<10) + Array(11...64))
    _ = subscriptions
  }

  @Test func reentrantDispatchesAreQueuedInOrderNeverNested() {
    let log = Box<[String]>([])
    let behavior = Behavior<CounterAction, CounterState, Void> { action, context in
      log.value.append("begin \(action) at \(context.state.count)")
      defer { log.value.append("end \(action)") }
      return .reduce { $0.count += 1 }
    }
    let store = Store(initial: CounterState(), behavior: behavior)
    let subscription = store.subscribe { state in
      // The subscriber dispatches on every change until the count reaches 3.
      if state.count < 3 { store.dispatch(.increment) }
    }
    store.dispatch(.increment)
    #expect(store.state.count == 3)
    #expect(
      log.value == [
        "begin increment at 0", "end increment", "begin increment at 1", "end increment",
        "begin increment at 2", "end increment",
      ])
    subscription.cancel()
  }

  @Test func observationTracksTheState() {
    let store = Store(initial: CounterState(), behavior: counterBehavior)
    let fired = Box(0)
    withObservationTracking {
      _ = store.state
    } onChange: {
      fired.value += 1
    }
    store.dispatch(.increment)
    #expect(fired.value == 1)
  }

  @Test func withStateReadsTheStateWithoutObservingIt() {
    let store = Store(initial: CounterState(), behavior: counterBehavior)
    store.dispatch(.increment)
    let fired = Box(0)
    let read = withObservationTracking {
      store.withState { $0.count }
    } onChange: {
      fired.value += 1
    }
    #expect(read == 1)
    store.dispatch(.increment)
    #expect(fired.value == 0)
    #expect(store.withState(\.count) == 2)
  }

  @Test func anActionThatChangesNothingNotifiesNoOne() {
    let store = Store(initial: CounterState(), behavior: counterBehavior)
    let fired = Box(0)
    withObservationTracking {
      _ = store.state
    } onChange: {
      fired.value += 1
    }
    let subscription = store.subscribe { _ in fired.value += 100 }
    store.dispatch(.init(.increment, source: ActionSource()))
    #expect(fired.value == 101)
    let quiet = Store(initial: CounterState(), behavior: Behavior<CounterAction, CounterState, Void>.identity)
    let quietFired = Box(0)
    withObservationTracking {
      _ = quiet.state
    } onChange: {
      quietFired.value += 1
    }
    quiet.dispatch(.increment)
    #expect(quietFired.value == 0)
    subscription.cancel()
  }

  @Test func subscriptionsStopWhenCancelledOrReleased() {
    let store = Store(initial: CounterState(), behavior: counterBehavior)
    let seen = Box<[Int]>([])
    var subscription: StoreSubscription? = store.subscribe { seen.value.append($0.count) }
    store.dispatch(.increment)
    subscription?.cancel()
    #expect(subscription?.isCancelled == true)
    store.dispatch(.increment)
    subscription = store.subscribe { seen.value.append($0.count * 100) }
    store.dispatch(.increment)
    subscription = nil
    store.dispatch(.increment)
    #expect(seen.value == [1, 300])
  }

  @Test func aRunawayCascadeIsReportedInsteadOfHanging() {
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(warnings.record) {
      let store = Store(initial: CounterState(), behavior: counterBehavior)
      store.cascadeLimit = 50
      let subscription = store.subscribe { _ in store.dispatch(.increment) }
      store.dispatch(.increment)
      // The first action plus 50 queued ones, then the cascade is cut.
      #expect(store.state.count == 51)
      subscription.cancel()
    }
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("increment dispatched from SwiftRexTests/StoreTests.swift") == true)
    #expect(warnings.all.first?.contains("cascadeLimit") == true)
  }

  @Test func releasingTheStoreCancelsItsEffectsAndNothingDeliversLate() async {
    let clock = ManualClock()
    let delivered = Box(0)
    let behavior = Behavior<CounterAction, CounterState, Void> { action, _ in
      switch action {
      case .increment:
        .produce { _ in
          Effect<CounterAction> { send in
            try? await send.clock.sleep(for: .seconds(1))
            await send(.reset)
          }
        }
      case .reset:
        .reduce { _ in delivered.value += 1 }
      default: .doNothing
      }
    }
    weak var weakStore: Store<CounterAction, CounterState, Void>?
    do {
      let store = Store(initial: CounterState(), behavior: behavior, clock: clock)
      weakStore = store
      store.dispatch(.increment)
      #expect(store.effectsInFlight == 1)
      await eventually("the effect sleeps") { clock.sleeperCount == 1 }
    }
    #expect(weakStore == nil)
    // The store's deinit cancelled the sleeping task, which left the clock.
    await eventually("the cancelled effect stops sleeping") { clock.sleeperCount == 0 }
    clock.advance(by: .seconds(5))
    for _ in 0..<100 { await Task.yield() }
    #expect(delivered.value == 0)
  }

  @Test func effectsSeeTheLiveStateAndNilOnceTheStoreIsGone() async {
    let reads = Box<[Int?]>([])
    let gate = AsyncGate()
    let behavior = Behavior<CounterAction, CounterState, Void> { action, _ in
      guard action == .reset else { return .reduce { $0.count += 1 } }
      return .produce { ctx in
        Effect { _ in
          reads.value.append(await ctx.liveState?.count)
          await gate.wait()
          reads.value.append(await ctx.liveState?.count)
        }
      }
    }
    var store: Store<CounterAction, CounterState, Void>? = Store(initial: CounterState(), behavior: behavior)
    store?.dispatch(.increment)
    store?.dispatch(.reset)
    store?.dispatch(.increment)
    await eventually("first read") { reads.value.count == 1 }
    store = nil
    await gate.open()
    await eventually("second read") { reads.value.count == 2 }
    #expect(reads.value == [2, nil])
  }

  @Test func effectsFinishedWithinALimitSaysWhetherTheyDid() async {
    let clock = ManualClock()
    let behavior = Behavior<CounterAction, CounterState, Void> { action, _ in
      guard action == .increment else { return .doNothing }
      return .produce { _ in
        Effect { send in
          try? await send.clock.sleep(for: .seconds(1))
          await send(.reset)
        }
      }
    }
    let store = Store(initial: CounterState(), behavior: behavior, clock: clock)
    #expect(await store.effectsFinished(within: .milliseconds(5)))
    store.dispatch(.increment)
    #expect(!(await store.effectsFinished(within: .milliseconds(20))))
    await eventually("the effect sleeps") { clock.sleeperCount == 1 }
    clock.advance(by: .seconds(1))
    // The limit only stops a broken effect from hanging the test: it returns when the effect ends.
    #expect(await store.effectsFinished(within: .seconds(60)))
  }
}

/// Lets a test hold an effect at a point until it says go.
actor AsyncGate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }
  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}
