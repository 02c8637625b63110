import Synchronization
import Testing

@testable import SwiftRexSwiftConcurrency

private struct SaveError: Error, Equatable {
  var reason: String
}

private enum Action: Equatable, Sendable {
  case start
  case loaded(Int)
  case failed(String)
  case saveResponse(Result<Int, SaveError>)
  case tick(Int)
}

private struct State: Equatable {
  var received: [Action] = []
}

/// A store whose `.start` runs `effect` and which records every other action.
@MainActor
private func store(_ effect: @escaping @Sendable () -> Effect<Action>) -> Store<Action, State, Void> {
  Store(
    initial: State(),
    behavior: .init { action, _ in
      action == .start ? .produce { _ in effect() } : .reduce { $0.received.append(action) }
    })
}

@MainActor
@Suite("Effect.task and friends")
struct EffectTaskTests {
  @Test func taskSendsWhatItReturns() async {
    let store = store { Effect.task { .loaded(await Task { 42 }.value) } }
    store.dispatch(.start)
    await store.effectsFinished()
    #expect(store.state.received == [.loaded(42)])
  }

  @Test func anOptionalTaskMaySendNothing() async {
    let store = store { .merge(Effect.task { nil as Action? }, Effect.task { Action.loaded(1) as Action? }) }
    store.dispatch(.start)
    await store.effectsFinished()
    #expect(store.state.received == [.loaded(1)])
  }

  @Test func aThrowingTaskTurnsItsErrorIntoAnAction() async {
    let store = store {
      Effect.task(
        { throw SaveError(reason: "disk full") }, catch: { .failed(($0 as? SaveError)?.reason ?? "?") })
    }
    store.dispatch(.start)
    await store.effectsFinished()
    #expect(store.state.received == [.failed("disk full")])
  }

  @Test func theAsyncBridgeHandsTheResultToACaseConstructor() async {
    let succeed = store { Async<Int, SaveError> { 7 }.asEffect(Action.saveResponse) }
    succeed.dispatch(.start)
    await succeed.effectsFinished()
    #expect(succeed.state.received == [.saveResponse(.success(7))])

    let fail = store {
      Async { () throws(SaveError) in throw SaveError(reason: "offline") }.asEffect(Action.saveResponse)
    }
    fail.dispatch(.start)
    await fail.effectsFinished()
    #expect(fail.state.received == [.saveResponse(.failure(SaveError(reason: "offline")))])
  }

  @Test func runMaySendManyAndItsUncaughtErrorIsReportedNotCrashed() async {
    let warnings = Warnings()
    await RuntimeWarnings.withHandler(warnings.record) {
      let store = store {
        Effect.run { send in
          await send(.tick(1))
          await send(.tick(2))
          throw SaveError(reason: "boom")
        }
      }
      store.dispatch(.start)
      await store.effectsFinished()
      #expect(store.state.received == [.tick(1), .tick(2)])
    }
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("threw SaveError(reason: \"boom\")") == true)
  }

  @Test func aStreamSendsEveryElementInOrder() async {
    let numbers = AsyncStream<Int> { continuation in
      for n in 1...5 { continuation.yield(n) }
      continuation.finish()
    }
    let store = store { Effect.stream(numbers, transform: Action.tick) }
    store.dispatch(.start)
    await store.effectsFinished()
    #expect(store.state.received == (1...5).map(Action.tick))
  }

  @Test func cancellingATaskCancelsItsWorkAndNothingArrives() async {
    let started = Flag()
    let sawCancellation = Flag()
    let behavior = Behavior<Action, State, Void> { action, _ in
      switch action {
      case .start:
        .produce { _ in
          Effect.task {
            await started.set()
            while !Task.isCancelled { await Task.yield() }
            await sawCancellation.set()
            return .loaded(-1)
          }
          .cancellable(id: "slow")
        }
      case .failed: .produce { _ in .cancel(id: "slow") }
      default: .reduce { $0.received.append(action) }
      }
    }
    let store = Store(initial: State(), behavior: behavior)
    store.dispatch(.start)
    while !(await started.value) { await Task.yield() }
    store.dispatch(.failed("stop"))
    while !(await sawCancellation.value) { await Task.yield() }
    await store.effectsFinished()
    #expect(store.state.received.isEmpty)
  }
}

private actor Flag {
  var value = false
  func set() { value = true }
}

private final class Warnings: Sendable {
  private let storage = LockedArray()
  var all: [String] { storage.values }
  func record(_ message: String) { storage.append(message) }
}

private final class LockedArray: Sendable {
  private let mutex = Mutex<[String]>([])
  var values: [String] { mutex.withLock { $0 } }
  func append(_ value: String) { mutex.withLock { $0.append(value) } }
}
