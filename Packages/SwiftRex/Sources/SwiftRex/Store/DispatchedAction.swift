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
