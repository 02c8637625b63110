@_spi(SwiftRexInternals) import SwiftRex
import Testing

/// The effects one ``TestStore`` dispatch started: what its action, and the actions queued behind
/// it in the same dispatch, returned. A test cancels them, or waits for them to end, without
/// touching effects other dispatches started.
///
/// ```swift
/// let timer = store.dispatch(.startTimer) { $0.isTimerOn = true }
/// await store.advance(by: .seconds(3))
/// store.receive(\.tick) { $0.seconds = 1 }   // … and twice more
/// await timer.cancel()                        // the timer ends; nothing is left in flight
/// ```
///
/// The effects of actions those effects send back are not this dispatch's: they belong to the
/// action that started them, as in TCA's `TestStoreTask`.
@MainActor
public struct TestStoreTask: Sendable {
  /// The effect starts the dispatch made, by serial number; empty when it started none.
  let starts: ClosedRange<Int>?
  let inFlight: @MainActor (ClosedRange<Int>) -> Int
  let cancelEffects: @MainActor (ClosedRange<Int>) -> Void
  let settle: @MainActor () async -> Void
  let fail: @MainActor (_ message: String, _ location: SourceLocation) -> Void
  /// What the dispatch was, for failure messages: `.startTimer`.
  let described: String

  /// Whether some effect the dispatch started is still running (or waiting to run).
  public var isInFlight: Bool { starts.map(inFlight) ?? 0 > 0 }

  /// Cancels the effects the dispatch started that are still running, then lets the cancelled
  /// tasks end: a cancelled effect sends nothing more.
  public func cancel() async {
    guard let starts else { return }
    cancelEffects(starts)
    await settle()
  }

  /// Runs effects until every effect the dispatch started has finished, and fails if some are
  /// still running then — asleep on the test's clock, or waiting for something the test does not
  /// control — naming the dispatch and how to end them.
  public func finish(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    guard let starts else { return }
    await settle()
    let running = inFlight(starts)
    guard running > 0 else { return }
    fail(
      FailureMessage.taskStillRunning(described, running: running),
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
