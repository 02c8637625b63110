import Testing

@testable import SwiftRex

/// The state a reduction mutates in place keeps Swift's run-time exclusivity checks (the loop's
/// own bookkeeping does not need them). A reduction is `@Sendable` code, yet
/// `MainActor.assumeIsolated` lets it reach its store and read the state mid-mutation: the check
/// turns that into a stop that names the problem, where without it the read could see a value a
/// `_modify` accessor had moved out. Run in a child process (an exit test) so the suite survives.
@Suite("StoreCore: exclusivity of the state")
struct StoreCoreExclusivityTests {
  @Test func aReductionThatReadsItsOwnStoreStopsWithAnExclusivityViolation() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let holder = StoreHolder()
        let behavior = Behavior<CounterAction, CounterState, Void> { _, _ in
          .reduce { state in
            state.count += 1
            _ = MainActor.assumeIsolated { holder.store?.state.count }
          }
        }
        let store = Store(initial: CounterState(), behavior: behavior)
        holder.store = store
        store.dispatch(.increment)
      }
    }
    let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(stderr.contains("Simultaneous accesses"), "stderr was: \(stderr)")
  }
}

/// Where the behaviour finds the store it was given to, set once the store exists.
@MainActor
private final class StoreHolder {
  var store: Store<CounterAction, CounterState, Void>?
}
