/// What a button does to the presentation it belongs to, so the view layer can style and place it.
public enum ButtonStateRole: Hashable, Sendable {
  /// The button backs out without doing anything: a plain "Cancel".
  case cancel
  /// The button does something that cannot be undone, such as deleting data.
  case destructive
}

extension ButtonStateRole: Codable {}
