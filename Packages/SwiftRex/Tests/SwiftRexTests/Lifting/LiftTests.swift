import Testing

@testable import SwiftRex

/// A child with an effect, to see lifted effects embed back and read the child's live state.
private enum ChildAction: Equatable, Sendable {
  case start
  case finished(Int?)
}

private struct ChildState: Equatable, Sendable {
  var value = 0
  var results: [Int?] = []
}

private let childBehavior = Behavior<ChildAction, ChildState, Int> { action, _ in
  switch action {
  case .start:
    .reduce { $0.value += 1 }
      .produce { ctx in
        let bonus = ctx.environment
        return Effect { send in
          await Task.yield()
          await send(.finished(await ctx.liveState.map { $0.value + bonus }))
        }
      }
  case .finished(let result):
    .reduce { $0.results.append(result) }
  }
}

private enum HostAction: Equatable, Sendable, HasCasePrisms {
  case child(ChildAction)
  case optionalChild(ChildAction)
  case caseChild(ChildAction)
  case close
  case open

  var child: ChildAction? {
    if case .child(let action) = self { return action }
    return nil
  }
  var optionalChild: ChildAction? {
    if case .optionalChild(let action) = self { return action }
    return nil
  }
  static var casePrisms: CasePrismTable<HostAction> {
    var table = CasePrismTable<HostAction>()
    table.add(\.child, Prism(preview: { $0.child }, review: { .child($0) }))
    table.add(\.optionalChild, Prism(preview: { $0.optionalChild }, review: { .optionalChild($0) }))
    return table
  }
}

private enum Screen: Equatable, Sendable {
  case child(ChildState)
  case empty
}

private struct HostState: Equatable, Sendable {
  var child = ChildState()
  var optionalChild: ChildState? = ChildState()
  var screen = Screen.child(ChildState())
}

extension HostState {
  /// The optional child through a computed property, as a state that derives a child exposes it.
  fileprivate var shownChild: ChildState? {
    get { optionalChild }
    set { optionalChild = newValue }
  }
}

private struct HostEnvironment: Sendable {
  var bonus = 100
}

private let screenChild = Prism<Screen, ChildState>(
  preview: { if case .child(let state) = $0 { state } else { nil } }, review: { .child($0) })

private let hostBehavior = Behavior<HostAction, HostState, HostEnvironment>.combine(
  childBehavior.lift(
    Relay.Empty.action(\HostAction.child).state(\HostState.child).environment(\HostEnvironment.bonus)),
  childBehavior.lift(.action(\.optionalChild).state(\.optionalChild).environment { $0.bonus * 2 }),
  childBehavior.lift(
    .action(extract: { if case .caseChild(let a) = $0 { a } else { nil } }, embed: HostAction.caseChild)
      .state(
        Prism<HostState, Screen>(preview: { $0.screen }, review: { HostState(screen: $0) }) >>> screenChild
      )
      .environment { _ in 0 }),
  .reduce { action, state in
    switch action {
    case .close:
      state.optionalChild = nil
      state.screen = .empty
    case .open: state.optionalChild = ChildState()
    default: break
    }
  }
)

@MainActor
@Suite("Lift")
struct LiftTests {
  private func makeStore() -> Store<HostAction, HostState, HostEnvironment> {
    Store(initial: HostState(), behavior: hostBehavior, environment: HostEnvironment())
  }

  @Test func aLiftedChildReducesItsSliceAndItsEffectsComeBackEmbedded() async {
    let store = makeStore()
    store.dispatch(.child(.start))
    #expect(store.state.child.value == 1)
    await store.effectsFinished()
    #expect(store.state.child.results == [101])
  }

  @Test func theLeadingDotSpellingAndTheEnvironmentClosureWork() async {
    let store = makeStore()
    store.dispatch(.optionalChild(.start))
    await store.effectsFinished()
    #expect(store.state.optionalChild?.results == [201])
  }

  @Test func aPrismStateLaneRunsOnlyInItsCase() async {
    let store = makeStore()
    store.dispatch(.caseChild(.start))
    await store.effectsFinished()
    #expect(store.state.screen == .child(ChildState(value: 1, results: [1])))
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.close)
      store.dispatch(.caseChild(.start))
    }
    #expect(store.state.screen == .empty)
    #expect(warnings.all.count == 1)
  }

  @Test func anActionForAnAbsentOptionalChildIsReportedAndIgnored() {
    let store = makeStore()
    store.dispatch(.close)
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.optionalChild(.start))
    }
    #expect(store.state.optionalChild == nil)
    #expect(
      warnings.all.map { StateDiffTestsHelpers.strippingContexts($0) } == [
        "optionalChild(SwiftRexTests.ChildAction.start) dispatched from SwiftRexTests/LiftTests.swift:\(#line - 3) in "
          + "anActionForAnAbsentOptionalChildIsReportedAndIgnored() was ignored: its state \\HostState.optionalChild "
          + "does not exist now. Dispatch child actions only while the child is shown."
      ])
  }

  @Test func anActionForAnAbsentChildThroughAComputedKeyPathNamesItWithoutAnAddress() {
    let store = Store(
      initial: HostState(optionalChild: nil),
      behavior: childBehavior.lift(
        .action(\HostAction.optionalChild).state(\HostState.shownChild).environment { _ in 0 }),
      environment: HostEnvironment())
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.optionalChild(.start))
    }
    #expect(warnings.all.count == 1)
    #expect(
      warnings.all.first?.contains(#"its state \HostState.<computed Optional<ChildState>> does not"#) == true)
    #expect(warnings.all.first?.contains("0x") == false, "\(warnings.all)")
  }

  @Test func anOptionalChildsEffectsAreCancelledWhenItsStateBecomesNil() async {
    let store = makeStore()
    store.dispatch(.optionalChild(.start))
    #expect(store.effectsInFlight == 1)
    store.dispatch(.close)
    #expect(store.effectsInFlight == 0)
    store.dispatch(.open)
    await store.effectsFinished()
    #expect(store.state.optionalChild == ChildState())
  }

  @Test func aLensStateLaneIsTotal() {
    let lens = Lens<HostState, ChildState>(get: { $0.child }, set: { $0.child = $1 })
    let behavior: Behavior<HostAction, HostState, Void> = Behavior<ChildAction, ChildState, Void>
      .reduce { _, state in state.value += 10 }
      .lift(.action(\.child).state(lens))
    let store = Store(initial: HostState(), behavior: behavior)
    store.dispatch(.child(.start))
    #expect(store.state.child.value == 10)
  }

  @Test func storedNestedAndComputedKeyPathLanesAllReduceTheRightSlice() {
    struct Outer {
      var padding = (1, 2.5, "x")
      var inner = Inner()
      var viaComputed: CounterState {
        get { inner.counter }
        set { inner.counter = newValue }
      }
    }
    struct Inner {
      var flag = true
      var counter = CounterState()
    }
    let nested: Behavior<ParentAction, Outer, Void> = counterBehavior.lift(
      .action(\.counter).state(\Outer.inner.counter))
    let computed: Behavior<ParentAction, Outer, Void> = counterBehavior.lift(
      .action(\.counter).state(\Outer.viaComputed))
    #expect(MemoryLayout<Outer>.offset(of: \Outer.inner.counter) != nil)
    #expect(MemoryLayout<Outer>.offset(of: \Outer.viaComputed) == nil)
    for behavior in [nested, computed] {
      let store = Store(initial: Outer(), behavior: behavior)
      store.dispatch(.counter(.add(41)))
      store.dispatch(.counter(.increment))
      #expect(store.state.inner.counter.count == 42)
      #expect(store.state.inner.flag)
      #expect(store.state.padding.0 == 1 && store.state.padding.1 == 2.5 && store.state.padding.2 == "x")
    }
  }

  /// Lifting a behaviour and dispatching a wrapped action equals running the child directly.
  @Test func liftingCommutesWithRunningTheChildDirectly() {
    var random = SplitMix64(seed: 42)
    let lifted: Behavior<ParentAction, ParentState, Void> = counterBehavior.lift(
      .action(\.counter).state(\.counter))
    for _ in 0..<500 {
      let actions = (0..<Int(random.next() % 10)).map { _ -> CounterAction in
        [.increment, .decrement, .reset, .add(Int(random.next() % 9) - 4)][Int(random.next() % 4)]
      }
      var child = CounterState(count: Int(random.next() % 50))
      var parent = ParentState(counter: child, big: [1, 2, 3])
      for action in actions {
        _ = counterBehavior.apply(
          .init(action, source: .init()), to: &child, context: .init(environment: (), readState: { nil }))
        _ = lifted.apply(
          .init(.counter(action), source: .init()), to: &parent,
          context: .init(environment: (), readState: { nil }))
        _ = lifted.apply(
          .init(.other, source: .init()), to: &parent, context: .init(environment: (), readState: { nil }))
      }
      #expect(parent.counter == child)
      #expect(parent.big == [1, 2, 3])
    }
  }
}

enum StateDiffTestsHelpers {
  /// Private types print with an "(unknown context at $…)" marker whose address varies per run.
  static func strippingContexts(_ text: String) -> String {
    var text = text
    while let start = text.firstRange(of: "(unknown context at "),
      let end = text[start.upperBound...].firstRange(of: ").")
    {
      text.removeSubrange(start.lowerBound..<end.upperBound)
    }
    return text
  }
}
