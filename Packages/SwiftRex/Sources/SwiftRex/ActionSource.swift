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

/// An action together with the place it was dispatched from.
///
/// The store wraps every dispatch in one, so behaviours, loggers and tests can tell who sent what.
public struct DispatchedAction<Action> {
  /// The action itself.
  public var action: Action
  /// Where it was dispatched from.
  public var source: ActionSource

  /// Wraps `action` with the place it came from.
  @inlinable
  public init(_ action: Action, source: ActionSource) {
    self.action = action
    self.source = source
  }

  /// The same dispatch carrying another action (for example a parent's action embedding this one).
  @inlinable
  public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> DispatchedAction<
    NewAction
  > {
    DispatchedAction<NewAction>(try transform(action), source: source)
  }
}

extension DispatchedAction: Sendable where Action: Sendable {}
extension DispatchedAction: Equatable where Action: Equatable {}
