/// What the layout needs to draw the focus: which control has it, where a field's cursor is,
/// and whether the focus must show in the text itself (a terminal without styles).
struct FocusRequest: Equatable {
  /// The control with the focus.
  var target: FocusTarget
  /// The cursor of a focused field, in characters.
  var cursor: Int
  /// A focused field's text as the user typed it, shown instead of the binding's value.
  var draft: String?
  /// Draw a marker after the focused control and a bar at the cursor, for terminals where
  /// reversed text is not available (`NO_COLOR`).
  var marksInText: Bool

  /// What follows the focused control when the focus is marked in the text.
  static let marker = " ◂"
}
