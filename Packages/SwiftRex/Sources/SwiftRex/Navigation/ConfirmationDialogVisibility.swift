/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogVisibility: Hashable, Sendable {
  /// The view layer decides, following the platform's convention.
  case automatic
  /// The title is always shown.
  case visible
  /// The title is never shown; the message and the buttons speak for themselves.
  case hidden
}

extension ConfirmationDialogVisibility: Codable {}
