import SwiftRexTesting
import Testing

@Suite("ImmediateClock")
struct ImmediateClockTests {
  @Test func aSleepEndsAtOnceAndMovesTheClockToItsDeadline() async throws {
    let clock = ImmediateClock()
    #expect(clock.now == ImmediateClock.Instant(offset: .zero))
    let wall = ContinuousClock()
    let started = wall.now
    try await clock.sleep(for: .seconds(3_600))
    try await clock.sleep(for: .milliseconds(250))
    #expect(wall.now - started < .seconds(60), "an hour's sleep must not wait")
    #expect(clock.now == ImmediateClock.Instant(offset: .seconds(3_600) + .milliseconds(250)))
    #expect(clock.now.description == "+3600.25 seconds")
  }

  @Test func aDeadlineInThePastLeavesTheTimeAlone() async throws {
    let clock = ImmediateClock(now: ImmediateClock.Instant(offset: .seconds(10)))
    try await clock.sleep(until: ImmediateClock.Instant(offset: .seconds(4)), tolerance: nil)
    #expect(clock.now == ImmediateClock.Instant(offset: .seconds(10)))
    #expect(clock.minimumResolution == .zero)
  }

  @Test func aCancelledSleeperThrows() async {
    let clock = ImmediateClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.now == ImmediateClock.Instant(offset: .zero), "a cancelled sleep moves no time")
  }

  @Test func aLoopOfSleepsAddsUp() async throws {
    let clock = ImmediateClock()
    var ticks = 0
    for _ in 0..<1_000 {
      try await clock.sleep(for: .seconds(1))
      ticks += 1
    }
    #expect(ticks == 1_000)
    #expect(clock.now.offset == .seconds(1_000))
  }
}
