import SwiftRexTesting

/// Collects a TestStore's failures instead of failing the test, so tests can provoke failures on
/// purpose and check what they say.
@MainActor
final class FailureLog {
  private(set) var failures: [TestStoreFailure] = []

  var reporter: TestFailureReporter {
    TestFailureReporter { [self] failure in failures.append(failure) }
  }

  var kinds: [TestStoreFailure.Kind] { failures.map(\.kind) }
  var messages: [String] { failures.map(\.message) }
  var lines: [Int] { failures.map(\.sourceLocation.line) }
}
