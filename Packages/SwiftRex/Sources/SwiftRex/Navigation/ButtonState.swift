/// A button in state: what it says, how it is styled and which action, if any, it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
///
/// A button without an action only dismisses the presentation that holds it; that is the usual
/// shape of a Cancel button.
public struct ButtonState<Action> {
  /// How the button is styled and placed; `nil` for an ordinary button.
  public var role: ButtonStateRole?
  /// The action sent when the button is pressed; `nil` when pressing it only dismisses.
  public var action: Action?
  /// The button's text.
  public var label: TextState

  /// A button with a role, an optional action and a label.
  /// - Parameters:
  ///   - role: how the button is styled; `nil` (the default) for an ordinary button.
  ///   - action: the action sent when pressed; `nil` (the default) when pressing only dismisses.
  ///   - label: the button's text. A closure, so the label reads last, like a view's content.
  public init(role: ButtonStateRole? = nil, action: Action? = nil, label: () -> TextState) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// The same button sending `transform(action)` instead: how a child's alert becomes the
  /// parent's, whose actions wrap the child's.
  public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> ButtonState<NewAction> {
    ButtonState<NewAction>(role: role, action: try action.map(transform)) { label }
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: Codable where Action: Codable {}
