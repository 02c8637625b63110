/// Where an action came from: the file, function and line of the call that dispatched it, or of
/// the effect factory that produced it.
///
/// Captured by default arguments (`#fileID`, `#function`, `#line`) as static strings, so it costs
/// no allocation per dispatch.
public struct ActionSource: Sendable, Hashable, CustomStringConvertible {
  /// The file that dispatched the action, as `#fileID` spells it (`Module/File.swift`).
  public let file: StaticString
  /// The function that dispatched the action.
  public let function: StaticString
  /// The line that dispatched the action.
  public let line: UInt

  /// Creates a source; call sites pass nothing and get their own location.
  @inlinable
  public init(file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line) {
    self.file = file
    self.function = function
    self.line = line
  }

  /// `File.swift:12 in function()`.
  public var description: String { "\(file):\(line) in \(function)" }

  /// Two sources are equal when they name the same place.
  public static func == (lhs: ActionSource, rhs: ActionSource) -> Bool {
    lhs.line == rhs.line && lhs.file.description == rhs.file.description
      && lhs.function.description == rhs.function.description
  }

  /// Hashes the place the source names.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(file.description)
    hasher.combine(function.description)
    hasher.combine(line)
  }
}
