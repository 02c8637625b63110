/// What a modal box shows: an alert's or a dialog's title, message and buttons, as resolved for
/// the screen.
struct ModalBoxContent<Action> {
  var title: String?
  var message: String?
  var buttons: [ButtonState<Action>]

  /// What dismissing the box does: the cancel button's action, or nothing (the scope's `.dismiss`).
  var cancelAction: Action? { buttons.first { $0.role == .cancel }?.action }
}

// In an extension, so the memberwise initializer stays.
extension ModalBoxContent {
  /// An alert as the box shows it: an OK that dismisses when it has no button.
  init(alert: AlertState<Action>) {
    self.init(
      title: alert.title.description, message: alert.message?.description,
      buttons: alert.buttons.isEmpty ? [ButtonState(role: .cancel) { TextState("OK") }] : alert.buttons)
  }

  /// A dialog as the box shows it: a Cancel added when no button has the cancel role, and the
  /// title unless its visibility is `.hidden`.
  init(dialog: ConfirmationDialogState<Action>) {
    let hasCancel = dialog.buttons.contains { $0.role == .cancel }
    self.init(
      title: dialog.titleVisibility == .hidden ? nil : dialog.title.description,
      message: dialog.message?.description,
      buttons: hasCancel
        ? dialog.buttons : dialog.buttons + [ButtonState(role: .cancel) { TextState("Cancel") }])
  }
}
