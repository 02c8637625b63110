/// What a control's handle does when used.
public enum ControlKind: Hashable, Sendable {
  /// Pressed: runs its action.
  case button
  /// Typed into: its text is replaced.
  case textField
  /// Typed into, shown as bullets.
  case secureField
  /// Typed into over several lines (a ``TextEditor``): Enter starts a new line.
  case textEditor
  /// Pressed or toggled: flips its value.
  case toggle
  /// Pressed: dismisses the sheet it belongs to.
  case sheetDismissal
}
