import Foundation
import Testing

@testable import SwiftRex

@Suite("Behavior")
struct BehaviorTests {
  private func apply<A, S, E>(
    _ behavior: Behavior<A, S, E>, _ actions: [A], to state: S, environment: E
  ) -> S {
    var state = state
    for action in actions {
      _ = behavior.apply(
        DispatchedAction(action, source: ActionSource()), to: &state,
        context: EffectContext(environment: environment, readState: { nil }))
    }
    return state
  }

  @Test func theThreeSpellingsReduceAlike() {
    let closure = Behavior<CounterAction, CounterState, Void> { action, _ in
      action == .increment ? .reduce { $0.count += 1 } : .doNothing
    }
    let handle = Behavior<CounterAction, CounterState, Void>.handle { action, _ in
      action == .increment ? .reduce { $0.count += 1 } : .doNothing
    }
    let reduce = Behavior<CounterAction, CounterState, Void>.reduce { action, state in
      if action == .increment { state.count += 1 }
    }
    for behavior in [closure, handle, reduce] {
      #expect(apply(behavior, [.increment, .increment, .reset], to: .init(), environment: ()).count == 2)
    }
  }

  @Test func theContextCarriesTheSourceAndTheStateBeforeReduction() {
    let seen = Box<(ActionSource, Int)?>(nil)
    let behavior = Behavior<CounterAction, CounterState, Void> { _, context in
      seen.value = (context.source, context.state.count)
      return .reduce { $0.count += 10 }
    }
    var state = CounterState(count: 3)
    let source = ActionSource(file: "Feature/View.swift", function: "body", line: 42)
    _ = behavior.apply(
      DispatchedAction(.increment, source: source), to: &state,
      context: EffectContext(environment: (), readState: { nil }))
    #expect(seen.value?.0 == source)
    #expect(seen.value?.1 == 3)
    #expect(state.count == 13)
  }

  @Test func produceRunsAfterReduceAndSeesTheEnvironment() {
    let behavior = Behavior<CounterAction, CounterState, Int> { action, _ in
      switch action {
      case .increment:
        .reduce { $0.count += 1 }
          .produce { ctx in .just(.add(ctx.environment)) }
      case .reset: .produce { _ in .just(.increment) }
      default: .doNothing
      }
    }
    var state = CounterState()
    let effect = behavior.apply(
      DispatchedAction(.increment, source: ActionSource()), to: &state,
      context: EffectContext(environment: 5, readState: { nil }))
    #expect(state.count == 1)
    guard case .just(let action, _) = effect.node else {
      Issue.record("expected a just effect, got \(effect.node)")
      return
    }
    #expect(action == .add(5))
    let none = behavior.apply(
      DispatchedAction(.decrement, source: ActionSource()), to: &state,
      context: EffectContext(environment: 5, readState: { nil }))
    #expect(none.isNone)
  }

  @Test func doNothingNeitherReducesNorMarksAMutation() {
    let behavior = Behavior<CounterAction, CounterState, Void> { _, _ in .doNothing }
    var state = CounterState(count: 4)
    var mutated = false
    _ = behavior.run(.increment, ActionSource(), &state, &mutated) {
      EffectContext(environment: (), readState: { nil })
    }
    #expect(!mutated)
    #expect(state.count == 4)
  }

  @Test func combineRunsEveryBehaviorInOrder() {
    let log = Box<[String]>([])
    func tagged(_ tag: String) -> Behavior<CounterAction, CounterState, Void> {
      .reduce { _, state in
        log.value.append("\(tag):\(state.count)")
        state.count = state.count * 10 + (Int(tag) ?? 0)
      }
    }
    let combined = Behavior.combine(tagged("1"), tagged("2"), tagged("3"))
    #expect(apply(combined, [.increment], to: .init(), environment: ()).count == 123)
    #expect(log.value == ["1:0", "2:1", "3:12"])
    #expect(
      apply(
        Behavior<CounterAction, CounterState, Void>.combine([]), [.increment], to: .init(), environment: ())
        == .init())
  }

  /// combine is associative and identity is neutral, over many generated behaviours and actions.
  @Test func combineIsAssociativeWithIdentity() {
    var random = SplitMix64(seed: 0xC0FFEE)
    for _ in 0..<300 {
      let a = randomBehavior(&random)
      let b = randomBehavior(&random)
      let c = randomBehavior(&random)
      let actions = (0..<Int(random.next() % 8)).map { _ in randomAction(&random) }
      let start = CounterState(count: Int(random.next() % 100))
      let left = apply(.combine(.combine(a, b), c), actions, to: start, environment: ())
      let right = apply(.combine(a, .combine(b, c)), actions, to: start, environment: ())
      let flat = apply(.combine(a, b, c), actions, to: start, environment: ())
      #expect(left == right)
      #expect(left == flat)
      #expect(
        apply(.combine(.identity, a), actions, to: start, environment: ())
          == apply(a, actions, to: start, environment: ()))
      #expect(
        apply(.combine(a, .identity), actions, to: start, environment: ())
          == apply(a, actions, to: start, environment: ()))
    }
  }

  private func randomAction(_ random: inout SplitMix64) -> CounterAction {
    [CounterAction.increment, .decrement, .reset, .add(Int(random.next() % 7))][Int(random.next() % 4)]
  }

  /// A behaviour whose arithmetic does not commute, so an order mistake shows.
  private func randomBehavior(_ random: inout SplitMix64) -> Behavior<CounterAction, CounterState, Void> {
    let multiplier = Int(random.next() % 5) + 1
    let offset = Int(random.next() % 11)
    return .reduce { action, state in
      switch action {
      case .increment: state.count = state.count * multiplier + offset
      case .decrement: state.count -= offset
      case .add(let n): state.count = (state.count + n) * multiplier
      case .reset: state.count = offset
      }
    }
  }
}

/// A tiny deterministic generator for property tests.
struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A reference to a mutable value that test closures (and effects) can share.
final class Box<Value>: @unchecked Sendable {
  // Sendable because `stored` is only touched under `lock`. A read-modify-write such as
  // `box.value += 1` is two locked accesses, which is enough here: tests never modify one box
  // from two tasks at the same time, they only read on one side what the other wrote.
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
    }
  }
}
