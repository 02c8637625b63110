import Testing

@testable import SwiftRex

/// A state naming the timers it wants running, each ticking once a second while named.
private struct Timers: Equatable, Sendable {
  var names: [String] = []
  var ticks: [String] = []
}

private enum TimersAction: Equatable, Sendable {
  case run([String])
  case tick(String)
  case ignored
}

/// The timers' behaviour; `declarations` counts how often the store asked for its subscriptions.
private func timersBehavior(declarations: Locked<Int> = Locked(0)) -> Behavior<TimersAction, Timers, Void> {
  Behavior<TimersAction, Timers, Void> { action, _ in
    switch action {
    case .run(let names): .reduce { $0.names = names }
    case .tick(let name): .reduce { $0.ticks.append(name) }
    case .ignored: .doNothing
    }
  }
  .subscriptions { state in
    declarations.withLock { $0 += 1 }
    return state.names.map { name in
      Subscription(id: name) { _ in
        Effect { send in
          while (try? await send.clock.sleep(for: .seconds(1))) != nil {
            await send(.tick(name))
          }
        }
      }
    }
  }
}

@MainActor
@Suite("Store subscriptions")
struct StoreSubscriptionTests {
  @Test func theInitialStatesSubscriptionsRunFromCreationWithNoAction() async {
    let clock = ManualClock()
    let store = Store(initial: Timers(names: ["a"]), behavior: timersBehavior(), clock: clock)
    #expect(store.runningSubscriptions == [SubscriptionID("a")])
    await eventually("the timer sleeps") { clock.sleeperCount == 1 }
    clock.advance(by: .seconds(1))
    await eventually("the timer ticks") { store.state.ticks == ["a"] }
    store.dispatch(.run([]))
    #expect(store.runningSubscriptions.isEmpty)
    await eventually("the cancelled timer stops sleeping") { clock.sleeperCount == 0 }
    #expect(store.effectsInFlight == 0)
  }

  @Test func aStoreWithSubscriptionsOffStartsNoneUntilSwitchedOn() async {
    let clock = ManualClock()
    let store = Store(
      initial: Timers(names: ["a"]), behavior: timersBehavior(), clock: clock, runsSubscriptions: false)
    store.dispatch(.run(["a", "b"]))
    #expect(store.runningSubscriptions.isEmpty)
    #expect(store.effectsInFlight == 0)
    store.runsSubscriptions = true
    #expect(store.runningSubscriptions == [SubscriptionID("a"), SubscriptionID("b")])
    #expect(store.effectsInFlight == 2)
    store.runsSubscriptions = false
    #expect(store.runningSubscriptions.isEmpty)
    await eventually("both timers end") { store.effectsInFlight == 0 }
  }

  @Test func anActionThatChangesNothingDoesNotAskForSubscriptions() {
    let declarations = Locked(0)
    let store = Store(initial: Timers(), behavior: timersBehavior(declarations: declarations))
    #expect(declarations.withLock { $0 } == 1)  // at creation
    store.dispatch(.ignored)
    #expect(declarations.withLock { $0 } == 1)
    store.dispatch(.run([]))
    #expect(declarations.withLock { $0 } == 2)
  }

  @Test func behavioursWithoutSubscriptionsDeclareNoneWhenCombinedOrLogged() {
    #expect(Behavior.combine(counterBehavior, counterBehavior).declare == nil)
    #expect(counterBehavior.logging(to: { _ in }).declare == nil)
    #expect(timersBehavior().logging(to: { _ in }).declare != nil)
    #expect(Behavior.combine(counterBehavior, timersBehaviorOverCounter()).declare != nil)
    let store = Store(initial: CounterState(), behavior: counterBehavior)
    store.dispatch(.increment)
    #expect(store.runningSubscriptions.isEmpty)
  }

  @Test func declaringMoreSubscriptionsAddsToThoseDeclared() {
    let behavior = timersBehavior().subscriptions { _ in Subscription(id: "extra") { _ in .none } }
    let store = Store(initial: Timers(names: ["a"]), behavior: behavior, runsSubscriptions: false)
    store.runsSubscriptions = true
    #expect(store.runningSubscriptions == [SubscriptionID("a"), SubscriptionID("extra")])
    store.runsSubscriptions = false
  }

  @Test func anIDDeclaredTwiceIsReportedAndRunsOnce() {
    let warnings = WarningLog()
    let behavior = Behavior<TimersAction, Timers, Void>.identity.subscriptions { _ in
      Subscription(id: "twin") { _ in .none }
      Subscription(id: "twin") { _ in .none }
    }
    RuntimeWarnings.withHandler(warnings.record) {
      let store = Store(initial: Timers(), behavior: behavior)
      #expect(store.runningSubscriptions == [SubscriptionID("twin")])
    }
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains(#"Subscription "twin" is declared twice"#) == true)
  }

  @Test func aSubscriptionOfNoEffectIsRunningButStartsNoTask() {
    let behavior = Behavior<TimersAction, Timers, Void>.identity.subscriptions { _ in
      Subscription(id: "idle") { _ in .none }
    }
    let store = Store(initial: Timers(), behavior: behavior)
    #expect(store.runningSubscriptions == [SubscriptionID("idle")])
    #expect(store.effectsInFlight == 0)
  }

  @Test func releasingTheStoreCancelsItsSubscriptions() async {
    let clock = ManualClock()
    weak var weakStore: Store<TimersAction, Timers, Void>?
    do {
      let store = Store(initial: Timers(names: ["a"]), behavior: timersBehavior(), clock: clock)
      weakStore = store
      await eventually("the timer sleeps") { clock.sleeperCount == 1 }
    }
    #expect(weakStore == nil)
    await eventually("the cancelled timer stops sleeping") { clock.sleeperCount == 0 }
  }

  @Test func aLiftedChildIsNamedOnlyWhenItDeclaresASubscription() {
    let descriptions = Locked(0)
    let store = Store(
      initial: Desk(row: DeskRow(id: CountedID(value: 1, descriptions: descriptions))), behavior: deskBehavior
    )
    for _ in 0..<5 { store.dispatch(.row(.bump)) }
    #expect(store.state.row.bumps == 5)
    // Naming the child's scope describes its identity: nothing declared, nothing described.
    #expect(descriptions.withLock { $0 } == 0)
    store.dispatch(.row(.start))
    #expect(store.runningSubscriptions.map(\.description) == [#""tick" in \Desk.row[id: #1]"#])
    #expect(descriptions.withLock { $0 } > 0)
    store.dispatch(.row(.stop))
    #expect(store.runningSubscriptions.isEmpty)
  }

  @Test func anIDNamesTheDeclaredIDAndEveryLift() {
    #expect(SubscriptionID("a") == SubscriptionID("a"))
    #expect(SubscriptionID("a") != SubscriptionID("b"))
    #expect(SubscriptionID("a").description == #""a""#)
    let lifted = SubscriptionID("a")
      .lifted(into: SubscriptionID.Scope(lane: #"\App.rows"#, key: 3))
      .lifted(into: SubscriptionID.Scope(lane: #"\App.child"#, key: Int?.none))
    #expect(lifted.description == #""a" in \App.child → \App.rows[id: 3]"#)
    #expect(lifted != SubscriptionID("a"))
  }
}

/// A behaviour over the core's counter fixture that declares one subscription.
private func timersBehaviorOverCounter() -> Behavior<CounterAction, CounterState, Void> {
  Behavior<CounterAction, CounterState, Void>.identity.subscriptions { _ in
    Subscription(id: "counter") { _ in .none }
  }
}

/// An id that counts how often it is described: naming the scope of a child's subscriptions
/// describes the child's `Identifiable.id`.
private struct CountedID: Hashable, Sendable, CustomDebugStringConvertible {
  let value: Int
  let descriptions: Locked<Int>

  static func == (lhs: CountedID, rhs: CountedID) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }

  var debugDescription: String {
    descriptions.withLock { $0 += 1 }
    return "#\(value)"
  }
}

private struct DeskRow: Identifiable, Sendable {
  var id: CountedID
  var bumps = 0
  var isTicking = false
}

private enum DeskRowAction: Sendable {
  case bump, start, stop
}

private struct Desk: Sendable {
  var row: DeskRow
}

private enum DeskAction: Sendable {
  case row(DeskRowAction)

  static let rowPrism = Prism<DeskAction, DeskRowAction>(
    preview: { if case .row(let action) = $0 { action } else { nil } }, review: { .row($0) })
}

/// A row that declares its "tick" subscription only while ticking, lifted into a desk.
private let deskBehavior = Behavior<DeskRowAction, DeskRow, Void>.reduce { action, row in
  switch action {
  case .bump: row.bumps += 1
  case .start: row.isTicking = true
  case .stop: row.isTicking = false
  }
}
.subscriptions { row in
  if row.isTicking { Subscription(id: "tick") { _ in .none } }
}
.lift(Relay.Empty.action(DeskAction.rowPrism).state(\Desk.row))
