import SwiftRexSwiftConcurrency
import SwiftRexTesting
import Testing

/// Effects whose work runs in child tasks they start: an effect is idle only when its own task
/// is, so `runEffects()` does not stop while a child still works beside one asleep on the clock.
@MainActor
@Suite("TestStore with effects that start child tasks")
struct TestStoreChildTaskTests {
  private enum Socket {
    struct State: Equatable, Sendable { var delivered = 0 }

    enum Action: Equatable, Sendable {
      case start
      case startWithAsyncLet
      case delivered
    }

    /// Two children: a ping loop asleep on the test clock, and a reader that works in real time
    /// (a socket, here 50 ms of real sleep) before it sends.
    static let behavior = Behavior<Action, State, Void> { action, _ in
      switch action {
      case .start:
        .produce { _ in
          Effect.run { send in
            await withTaskGroup(of: Void.self) { group in
              group.addTask { try? await send.clock.sleep(for: .seconds(10)) }
              group.addTask {
                try? await Task.sleep(for: .milliseconds(50))
                await send(.delivered)
              }
            }
          }
        }
      case .startWithAsyncLet:
        .produce { _ in
          Effect.run { send in
            async let ping: Void = sleepQuietly(on: send.clock, for: .seconds(10))
            try? await Task.sleep(for: .milliseconds(50))
            await send(.delivered)
            await ping
          }
        }
      case .delivered:
        .reduce { $0.delivered += 1 }
      }
    }

    private static func sleepQuietly(on clock: EffectClock, for duration: Duration) async {
      try? await clock.sleep(for: duration)
    }
  }

  private let log = FailureLog()

  private func makeStore() -> TestStore<Socket.Action, Socket.State, Void> {
    let store = TestStore(initial: Socket.State(), behavior: Socket.behavior)
    store.failureReporter = log.reporter
    // Generous: the wait ends as soon as the effect delivers; this only bounds a broken run.
    store.effectTimeout = .seconds(2)
    return store
  }

  @Test func aChildStillWorkingBesideOneAsleepOnTheClockIsWaitedFor() async {
    let store = makeStore()
    store.dispatch(.start)
    await store.runEffects()
    store.receive(.delivered) { $0.delivered = 1 }
    // The ping loop sleeps on until the clock reaches it.
    await store.advance(by: .seconds(10))
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test func anAsyncLetChildIsWaitedForToo() async {
    let store = makeStore()
    store.dispatch(.startWithAsyncLet)
    await store.runEffects()
    store.receive(.delivered) { $0.delivered = 1 }
    await store.advance(by: .seconds(10))
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test func anEffectWhoseOwnTaskSleepsOnTheClockIsIdleAtOnce() async {
    let store = TestStore(
      initial: Socket.State(),
      behavior: Behavior<Socket.Action, Socket.State, Void> { action, _ in
        switch action {
        case .start: .produce { _ in Effect.run { send in try? await send.clock.sleep(for: .seconds(10)) } }
        default: .doNothing
        }
      })
    store.failureReporter = log.reporter
    // An hour: were the sleeping effect taken for a busy one, this test would hang, not pass.
    store.effectTimeout = .seconds(3600)
    store.dispatch(.start)
    await store.runEffects()
    #expect(store.effectsInFlight == 1)
    await store.advance(by: .seconds(10))
    #expect(store.effectsInFlight == 0)
    await store.finish()
    #expect(log.failures.isEmpty)
  }
}
