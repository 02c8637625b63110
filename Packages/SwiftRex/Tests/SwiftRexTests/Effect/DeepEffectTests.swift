import Testing

@testable import SwiftRex

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private enum Tally: Equatable, Sendable {
  case start(Int)
  case add(Int)
}

private struct TallyState: Equatable {
  var count = 0
  var total = 0
  var last: Int?
}

@MainActor
private func tallyStore(
  clock: some Clock<Duration> = ContinuousClock(), _ effect: @escaping @Sendable (Int) -> Effect<Tally>
) -> Store<Tally, TallyState, Void> {
  Store(
    initial: TallyState(),
    behavior: .init { action, _ in
      switch action {
      case .start(let n): .produce { _ in effect(n) }
      case .add(let x):
        .reduce {
          $0.count += 1
          $0.total += x
          $0.last = x
        }
      }
    },
    clock: clock)
}

/// How deep the unspliceable trees below are: deep enough that walking one recursively, at 80
/// bytes a level (a frame of any real recursion is larger, in a debug build or a release one),
/// would overflow the stack of the thread the store runs on, the main thread, whose stack can grow
/// to `RLIMIT_STACK`; and at least 20,000 levels. Under a plain `swift test` (an 8 MiB stack) that
/// is 104,857 levels; `Scripts/test.sh` runs this suite with a 1 MiB stack (`ulimit -s 1024`),
/// where 20,000 levels prove the same in a fifth of the time.
private let depth: Int = {
  var limit = rlimit()
  guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else {
    return 100_000
  }
  return max(20_000, Int(limit.rlim_cur / 80))
}()

/// Effects folded one part at a time, the way a loop builds them: each must run to its end,
/// whatever its depth, and be released without exhausting the stack.
@MainActor
@Suite struct DeepEffectTests {
  @Test func aMergeFoldedTenThousandTimesRuns() {
    let store = tallyStore { n in
      var effect = Effect<Tally>.none
      for x in 1...n { effect = .merge(effect, .just(.add(x))) }
      return effect
    }
    store.dispatch(.start(10_000))
    #expect(store.state.count == 10_000)
    #expect(store.state.total == 10_000 * 10_001 / 2)
    #expect(store.state.last == 10_000)
  }

  @Test func aSequenceFoldedTenThousandTimesRunsInOrder() {
    let store = tallyStore { n in
      var effect = Effect<Tally>.none
      for x in 1...n { effect = .sequence(effect, .just(.add(x))) }
      return effect
    }
    store.dispatch(.start(10_000))
    #expect(store.state.count == 10_000)
    #expect(store.state.last == 10_000)
  }

  @Test func mergesAndSequencesAlternatingTenThousandDeepRunInOrder() {
    // Alternating kinds cannot be spliced flat: the tree really is 20,000 levels deep.
    let store = tallyStore { n in
      var effect = Effect<Tally>.none
      for x in 1...n { effect = .sequence(.merge(effect, .just(.add(x))), .just(.add(-x))) }
      return effect
    }
    store.dispatch(.start(10_000))
    #expect(store.state.count == 20_000)
    #expect(store.state.total == 0)
    #expect(store.state.last == -10_000)
  }

  @Test func aMergeOfManyAsyncEffectsRunsAndDescribesItselfBriefly() async {
    let store = tallyStore { n in
      var effect = Effect<Tally>.none
      for x in 1...n {
        effect = .merge(effect, Effect { send in await send(.add(x)) })
      }
      return effect.delay(for: .seconds(3_600))
    }
    store.dispatch(.start(2_000))
    let descriptions = store.runner.inFlightDescriptions
    #expect(descriptions.count == 1)
    #expect(descriptions.joined().utf8.count < 2_000)
    #expect(descriptions.first?.contains("and 1995 more") == true)
    store.runner.cancelAll()
  }

  @Test func aMergeOfManyAsyncEffectsDeliversEveryAction() async {
    let store = tallyStore { n in
      var effect = Effect<Tally>.none
      for x in 1...n { effect = .merge(effect, Effect { send in await send(.add(x)) }) }
      return effect
    }
    store.dispatch(.start(2_000))
    await store.effectsFinished()
    #expect(store.state.count == 2_000)
  }

  // Shapes that cannot be spliced flat: every level really is one more level of the tree, so
  // mapping, starting and releasing them must not take a stack frame per level.

  @Test func aDelayNestedDeeperThanTheStackMapsRunsAndIsReleased() async {
    let clock = ManualClock()
    let store = tallyStore(clock: clock) { n in
      var effect = Effect<Int>.just(n)
      for _ in 0..<depth { effect = effect.delay(for: .zero) }
      return effect.map { .add($0) }
    }
    store.dispatch(.start(7))
    await store.effectsFinished()
    #expect(store.state.count == 1)
    #expect(store.state.last == 7)
  }

  @Test func mergesAndSequencesAlternatingDeeperThanTheStackMapAndRunInOrder() {
    let store = tallyStore { n in
      var effect = Effect<Int>.none
      for x in 1...n { effect = .sequence(.merge(effect, .just(x)), .just(-x)) }
      return effect.map { .add($0) }
    }
    store.dispatch(.start(depth / 2))
    #expect(store.state.count == depth)
    #expect(store.state.total == 0)
    #expect(store.state.last == -depth / 2)
  }

  @Test func asyncMergesAndSequencesAlternatingDeeperThanTheStackMapAndRun() async {
    // A job at the bottom makes every sequence asynchronous: the tree runs inside tasks.
    let store = tallyStore { n in
      var effect = Effect<Int> { send in await send(0) }
      for x in 1...n { effect = .sequence(.merge(effect, .just(x)), .just(-x)) }
      return effect.map { .add($0) }
    }
    store.dispatch(.start(depth / 2))
    await store.effectsFinished()
    #expect(store.state.count == depth + 1)
    #expect(store.state.total == 0)
    #expect(store.state.last == -depth / 2)
  }

  @Test func aCancellableNestedDeeperThanTheStackMapsRunsAndIsReleased() async {
    let store = tallyStore { n in
      var effect = Effect<Int>.just(n)
      for level in 0..<depth { effect = effect.cancellable(id: level % 3) }
      return effect.map { .add($0) }
    }
    store.dispatch(.start(5))
    await store.effectsFinished()
    #expect(store.state.count == 1)
    #expect(store.state.last == 5)
  }

  @Test func aliveAndLongLivedAlternatingDeeperThanTheStackMapAndRun() {
    let store = tallyStore { n in
      var effect = Effect<Int>.just(n)
      for _ in 0..<depth / 2 { effect = effect.alive { true }.longLived() }
      return effect.map { .add($0) }
    }
    store.dispatch(.start(3))
    #expect(store.state.count == 1)
    #expect(store.state.last == 3)
  }

  @Test func mappingDeliversTheSameBelowAndAboveTheDepthMappedByRecursion() {
    // Shallow trees are mapped by recursion, deep ones with explicit stacks: same result.
    for levels in [3, 40, 1_000] {
      let store = tallyStore { n in
        var effect = Effect<Int>.just(0)
        for x in 1...n { effect = .sequence(effect.alive { true }.longLived(), .just(x)) }
        return effect.map { .add($0 * 2) }
      }
      store.dispatch(.start(levels))
      #expect(store.state.count == levels + 1)
      #expect(store.state.total == levels * (levels + 1))
      #expect(store.state.last == levels * 2)
    }
  }

  @Test func everyUnspliceableShapeNestedDeeperThanTheStackIsReleasedUnrun() {
    // Built and dropped, neither mapped nor run: only releasing walks these trees.
    var shapes = unspliceableShapes()
    #expect(shapes.allSatisfy { !$0.isNone })
    shapes.removeAll()
  }

  @Test func everyUnspliceableShapeNestedDeeperThanTheStackMaps() {
    let mapped = unspliceableShapes().map { $0.map { $0 + 1 } }
    #expect(mapped.allSatisfy { !$0.isNone })
  }
}

/// One effect of each shape that cannot be spliced flat, nested ``depth`` levels deep.
private func unspliceableShapes() -> [Effect<Int>] {
  (0..<6).map { shape in
    var effect = Effect<Int>.just(1)
    for level in 0..<depth {
      switch shape {
      case 0: effect = effect.delay(for: .zero)
      case 1: effect = effect.cancellable(id: level)
      case 2: effect = effect.debounce(id: 1, for: .zero)
      case 3: effect = effect.throttle(id: 1, for: .zero)
      case 4:
        effect = level.isMultiple(of: 2) ? .merge(effect, .just(level)) : .sequence(effect, .just(level))
      default: effect = level.isMultiple(of: 2) ? effect.alive { true } : effect.longLived()
      }
    }
    return effect
  }
}
