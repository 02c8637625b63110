/// A confirmation dialog (an action sheet) kept in state: a set of choices offered about one
/// subject, with an optional title and message.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share this book?")
/// } actions: {
///   ButtonState(action: .share(.link)) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("Anyone with the link can read it.")
/// }
/// ```
///
/// Every button ends the dialog (see ``ButtonDrivenPresentation``).
public struct ConfirmationDialogState<Action>: ButtonDrivenPresentation {
  /// Whether the view layer shows ``title``.
  public var titleVisibility: ConfirmationDialogVisibility
  /// The subject of the choices; some platforms hide it unless ``titleVisibility`` is `.visible`.
  public var title: TextState
  /// Text that explains the choices, if any.
  public var message: TextState?
  /// The choices, in the order they were written.
  public var buttons: [ButtonState<Action>]

  /// A dialog from its parts as values.
  /// - Parameters:
  ///   - titleVisibility: whether the title is shown; `.automatic` by default.
  ///   - title: the subject of the choices.
  ///   - message: the explanation; `nil` (the default) for none.
  ///   - buttons: the choices; none by default.
  public init(
    titleVisibility: ConfirmationDialogVisibility = .automatic,
    title: TextState,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.titleVisibility = titleVisibility
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A dialog written as closures in reading order: title, buttons, message.
  /// - Parameters:
  ///   - titleVisibility: whether the title is shown; `.automatic` by default.
  ///   - title: the subject of the choices.
  ///   - actions: the choices, one per statement; `if`, `if`/`else` and `for` are allowed. None
  ///     by default.
  ///   - message: the explanation; none by default.
  public init(
    titleVisibility: ConfirmationDialogVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: titleVisibility, title: title(), message: message?(), buttons: actions())
  }

  /// The same dialog with every button sending `transform(action)` instead: how a child's dialog
  /// is shown by a parent whose actions wrap the child's.
  public func map<NewAction>(
    _ transform: (Action) throws -> NewAction
  ) rethrows -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      titleVisibility: titleVisibility, title: title, message: message,
      buttons: try buttons.map { try $0.map(transform) })
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: Codable where Action: Codable {}
