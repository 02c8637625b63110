/// Why a recording cannot become a test, naming the line at fault.
public struct TestExportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The recording's line the problem is on (1 for the header).
  public var line: Int
  /// What is wrong, as a sentence fragment.
  public var problem: String

  /// An error about `line`.
  public init(line: Int, problem: String) {
    self.line = line
    self.problem = problem
  }

  /// `line N: problem`.
  public var description: String { "line \(line): \(problem)" }
}
