/// An action addressed to one element of a collection, by the element's id.
///
/// A parent action case carries it — `case todo(ElementAction<Todo.ID, TodoAction>)` — and
/// `liftCollection` routes it to the element with that id in O(1).
public struct ElementAction<ID: Hashable, Action> {
  /// The id of the element the action is for.
  public var id: ID
  /// The element's own action.
  public var action: Action

  /// An action for the element whose id is `id`.
  @inlinable
  public init(id: ID, action: Action) {
    self.id = id
    self.action = action
  }
}

extension ElementAction: Sendable where ID: Sendable, Action: Sendable {}
extension ElementAction: Equatable where Action: Equatable {}
extension ElementAction: Hashable where Action: Hashable {}

extension ElementAction: CustomStringConvertible {
  /// `[id] action`.
  public var description: String { "[\(id)] \(action)" }
}

extension ElementAction: Codable where ID: Codable, Action: Codable {}
