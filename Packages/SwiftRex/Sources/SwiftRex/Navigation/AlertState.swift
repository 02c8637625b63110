/// An alert kept in state: a title, an optional message and the buttons that answer it.
///
/// Putting the alert in state, instead of a `Bool` and some view code, lets the reducer decide
/// what it says and what each button sends, and lets a test assert all of it.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Every button ends the alert (see ``ButtonDrivenPresentation``). An alert with no buttons gets
/// a single dismissing button from the view layer.
public struct AlertState<Action>: ButtonDrivenPresentation {
  /// The headline.
  public var title: TextState
  /// Text under the title that explains the choice, if any.
  public var message: TextState?
  /// The buttons, in the order they were written.
  public var buttons: [ButtonState<Action>]

  /// An alert from its parts as values.
  /// - Parameters:
  ///   - title: the headline.
  ///   - message: the explanation under it; `nil` (the default) for none.
  ///   - buttons: the buttons; none (the default) leaves the view layer's dismissing button.
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// An alert written as closures in reading order: title, buttons, message.
  /// - Parameters:
  ///   - title: the headline.
  ///   - actions: the buttons, one per statement; `if`, `if`/`else` and `for` are allowed. None
  ///     by default.
  ///   - message: the explanation under the title; none by default.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(title: title(), message: message?(), buttons: actions())
  }

  /// The same alert with every button sending `transform(action)` instead: how a child's alert is
  /// shown by a parent whose actions wrap the child's.
  public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> AlertState<NewAction> {
    AlertState<NewAction>(title: title, message: message, buttons: try buttons.map { try $0.map(transform) })
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}

extension AlertState: Codable where Action: Codable {}
