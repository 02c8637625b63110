import Testing

/// Where a ``TestStore`` sends its failures.
///
/// By default (``swiftTesting``) each becomes a Swift Testing issue at the test's own line, so
/// the test fails there. Install another to collect failures instead — that is how the test
/// store's own messages are tested:
/// ```swift
/// var failures: [TestStoreFailure] = []
/// store.failureReporter = TestFailureReporter { failures.append($0) }
/// ```
public struct TestFailureReporter: Sendable {
  /// Receives each failure as it happens, on the main actor.
  public let report: @MainActor @Sendable (TestStoreFailure) -> Void

  /// A reporter that hands every failure to `report`.
  public init(_ report: @escaping @MainActor @Sendable (TestStoreFailure) -> Void) {
    self.report = report
  }

  /// Records each failure as a Swift Testing issue (`Issue.record`) at the failure's source
  /// location.
  public static var swiftTesting: TestFailureReporter {
    TestFailureReporter { failure in
      Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.sourceLocation)
    }
  }
}
