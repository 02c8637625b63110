import Testing

@testable import SwiftRex

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
private func tallyStore(_ effect: @escaping @Sendable (Int) -> Effect<Tally>) -> Store<
  Tally, TallyState, Void
> {
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
    })
}

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
}
