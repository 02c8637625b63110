/// Why a recording was refused — by the parser, or by ``TestExport`` as a test it cannot
/// write: the line (counted from 1) and what is wrong with it.
public struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line the problem is on, counted from 1.
  public var line: Int
  /// What is wrong, as a sentence fragment.
  public var problem: String

  /// A problem on `line`.
  public init(line: Int, problem: String) {
    self.line = line
    self.problem = problem
  }

  /// `line 3: …`, on one line: recorded text quoted in the problem (an unknown kind of line, a
  /// value the app does not know) has its line breaks and controls escaped (`\u{a}`), so it can
  /// neither add a line of its own to a message nor control the terminal it is printed on.
  public var description: String { "line \(line): \(SwiftExpression.commentText(problem))" }
}
