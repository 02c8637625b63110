import SwiftRex

/// Where a recorded action was dispatched from, as text: an `ActionSource` written to a
/// recording and read back.
public struct RecordedSource: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The file, as `#fileID` spells it (`Module/File.swift`).
  public var file: String
  /// The function that dispatched the action.
  public var function: String
  /// The line that dispatched the action.
  public var line: UInt

  /// A source naming this place.
  public init(file: String, function: String, line: UInt) {
    self.file = file
    self.function = function
    self.line = line
  }

  /// The place `source` names.
  public init(_ source: ActionSource) {
    self.init(file: source.file.description, function: source.function.description, line: source.line)
  }

  /// `File.swift:12 in function()`, as `ActionSource` prints it.
  public var description: String { "\(file):\(line) in \(function)" }
}
