import Testing

/// One failed expectation of a ``TestStore``: what kind of mistake it is, the message that
/// explains it and how to fix it, and the line of the test it belongs to.
///
/// A ``TestFailureReporter`` receives these; by default they become Swift Testing issues.
public struct TestStoreFailure: Sendable, Equatable, CustomStringConvertible {
  /// The kinds of mistakes a test store catches.
  public enum Kind: Sendable, Equatable, CaseIterable {
    /// The state after an action differs from what the test's closure described.
    case stateMismatch
    /// An action changed the state, and the test gave no closure describing the change.
    case unexpectedStateChange
    /// The test's closure described no change, and the state did not change either.
    case expectationChangedNothing
    /// The test's closure threw an error.
    case expectationThrew
    /// Actions effects sent back were still waiting to be asserted at the end of the test.
    case unassertedReceivedActions
    /// The test dispatched an action while actions effects sent back were waiting to be asserted.
    case dispatchedWhileActionsPending
    /// The next action effects sent back is not the one the test expected.
    case receivedActionMismatch
    /// The test expected an action from an effect, and none had arrived.
    case noActionReceived
    /// Effects were still running at the end of the test.
    case effectsInFlight
    /// Subscriptions the state still declares were still running at the end of the test.
    case subscriptionsRunning
    /// Effects one dispatch started were still running when the test waited for them to finish
    /// (``TestStoreTask/finish(fileID:filePath:line:column:)``).
    case taskStillRunning
    /// The test dispatched an action after the feature dismissed itself (``TestStore/isDismissed``).
    case dispatchedAfterDismissal
    /// The test dispatched through a case key path that cannot build an action: one of its
    /// components is an optional property that names no case.
    case caseKeyPathCannotEmbed
  }

  /// What kind of mistake this is.
  public let kind: Kind
  /// What went wrong and how to fix it, as shown in the test report.
  public let message: String
  /// The line of the test the failure belongs to.
  public let sourceLocation: SourceLocation

  /// A failure of `kind`, explained by `message`, at `sourceLocation`.
  public init(kind: Kind, message: String, sourceLocation: SourceLocation) {
    self.kind = kind
    self.message = message
    self.sourceLocation = sourceLocation
  }

  /// The message.
  public var description: String { message }
}
