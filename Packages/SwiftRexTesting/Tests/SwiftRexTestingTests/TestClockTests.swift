import Foundation
import SwiftRexTesting
import Testing

@MainActor
private final class Ticks {
  var values: [Int] = []
}

/// A task executor that runs each job a tenth of a second late, on its own thread: a task preferring
/// it sees the global executor of a machine so loaded that its threads wait their turn (a task's
/// nonisolated async code, and its resumption from a continuation, run on its preferred executor).
@available(macOS 15.0, *)
private final class SlowExecutor: TaskExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) {
      job.runSynchronously(on: executor)
    }
  }
}

@MainActor
@Suite("TestClock")
struct TestClockTests {
  @Test func startsAtZeroAndMovesOnlyWhenAdvanced() async {
    let clock = TestClock()
    #expect(clock.now == TestClock.Instant(offset: .zero))
    #expect(clock.minimumResolution == .zero)
    await clock.advance(by: .milliseconds(1_500))
    #expect(clock.now == TestClock.Instant(offset: .milliseconds(1_500)))
    await clock.advance(to: TestClock.Instant(offset: .seconds(2)))
    #expect(clock.now.description == "+2.0 seconds")
    #expect(clock.now.duration(to: TestClock.Instant(offset: .seconds(3))) == .seconds(1))
  }

  @Test func aSleeperWakesExactlyAtItsDeadline() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    guard await eventually("the task sleeps", { clock.sleeperCount == 1 }) else { return sleeper.cancel() }
    #expect(clock.nextDeadline == TestClock.Instant(offset: .seconds(1)))

    await clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(1))
    try await sleeper.value
    #expect(clock.sleeperCount == 0)
    #expect(clock.nextDeadline == nil)
  }

  @Test func sleepingUntilAPastDeadlineReturnsAtOnce() async throws {
    let clock = TestClock(now: TestClock.Instant(offset: .seconds(10)))
    try await clock.sleep(until: TestClock.Instant(offset: .seconds(5)), tolerance: nil)
    #expect(clock.sleeperCount == 0)
  }

  @Test func sleepersWakeInDeadlineOrderWithinOneAdvance() async {
    let clock = TestClock()
    let order = Recorder<Int>()
    let tasks = [3, 1, 2].map { seconds in
      Task {
        try await clock.sleep(for: .seconds(seconds))
        await order.append(seconds)
      }
    }
    guard await eventually("all three sleep", { clock.sleeperCount == 3 }) else {
      for task in tasks { task.cancel() }
      return
    }
    await clock.advance(by: .seconds(5))
    for task in tasks { _ = await task.result }
    #expect(await order.values == [1, 2, 3])
  }

  @Test func cancellingASleeperThrowsAndRemovesIt() async {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    guard await eventually("the task sleeps", { clock.sleeperCount == 1 }) else { return sleeper.cancel() }
    sleeper.cancel()
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test func aTaskCancelledBeforeItSleepsNeverSleeps() async {
    let clock = TestClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test func runWakesEverySleeperIncludingOnesThatSleepAgain() async {
    let clock = TestClock()
    let ticks = Ticks()
    let ticker = Task { @MainActor in
      for tick in 1...3 {
        try await clock.sleep(for: .seconds(1))
        ticks.values.append(tick)
      }
    }
    guard await eventually("the ticker sleeps", { clock.sleeperCount == 1 }) else { return ticker.cancel() }
    await clock.run()
    #expect(ticks.values == [1, 2, 3])
    // Never hang on a regression: a ticker left asleep is cancelled.
    ticker.cancel()
    _ = await ticker.result
    #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
  }

  @Test func runStopsAndReportsATimerThatNeverEnds() async {
    let clock = TestClock()
    let forever = Task { @MainActor in
      while !Task.isCancelled { try await clock.sleep(for: .seconds(1)) }
    }
    guard await eventually("the timer sleeps", { clock.sleeperCount == 1 }) else { return forever.cancel() }
    // Exact on any machine: the woken main-actor task re-arms before run() looks again, because
    // the whole of its sleep stays on the main actor.
    await withKnownIssue {
      await clock.run(maximumWakeUps: 5)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("TestClock.run() stopped after 5 wake-ups") }
    }
    forever.cancel()
    _ = await forever.result
  }

  @available(macOS 15.0, *)
  @Test func aWokenMainActorTaskSleepsAgainBeforeTheAdvanceEndsHoweverLateItResumes() async {
    let clock = TestClock()
    let ticker = Task { @MainActor in
      try await withTaskExecutorPreference(SlowExecutor()) {
        while !Task.isCancelled { try await clock.sleep(for: .seconds(1)) }
      }
    }
    guard await eventually("the ticker sleeps", { clock.sleeperCount == 1 }) else { return ticker.cancel() }
    await clock.advance(by: .seconds(1))
    #expect(clock.nextDeadline == TestClock.Instant(offset: .seconds(2)))
    await clock.advance(by: .seconds(1))
    #expect(clock.nextDeadline == TestClock.Instant(offset: .seconds(3)))
    ticker.cancel()
    _ = await ticker.result
  }

  @Test func movingBackwardsIsRecordedAndTimeStays() async {
    let clock = TestClock(now: TestClock.Instant(offset: .seconds(2)))
    await withKnownIssue {
      await clock.advance(by: .seconds(-1))
    }
    await withKnownIssue {
      await clock.advance(to: TestClock.Instant(offset: .seconds(1)))
    }
    #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
  }

  @Test func drivesAStoresDebounceWithoutATestStore() async {
    let clock = TestClock()
    let store = Store(
      initial: Scheduling.State(), behavior: Scheduling.behavior(), environment: (), clock: clock)
    store.dispatch(.query("du"))
    // On failure the store is released here, and its effects with it.
    guard await eventually("the debounce sleeps", { clock.sleeperCount == 1 }) else { return }
    await clock.advance(by: .milliseconds(300))
    await store.effectsFinished()
    #expect(store.state.log == ["query du"])
  }
}
