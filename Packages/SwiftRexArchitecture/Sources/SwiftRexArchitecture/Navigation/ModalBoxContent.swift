/// What a modal box shows: an alert's or a dialog's title, message and buttons, as resolved for
/// the screen.
struct ModalBoxContent<Action> {
  var title: String?
  var message: String?
  var buttons: [ButtonState<Action>]

  /// What dismissing the box does: the cancel button's action, or nothing (the scope's `.dismiss`).
  var cancelAction: Action? { buttons.first { $0.role == .cancel }?.action }
}
