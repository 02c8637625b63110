/// What a layout pass lays the frame out in besides the views themselves: a frame can have a
/// node's new lines spliced into it only while these are as they were when it was laid out.
struct LayoutInputs: Equatable {
  var width: Int
  /// How many lines are shown, where the frame and its scroll views are scrolled to.
  var viewport: Viewport
  /// Which control has the focus, and a focused field's draft and cursor.
  var focus: FocusRequest?
  var overlaysModals: Bool
  var animationTick: Int
  /// Whether rows are forgotten once laid out (``ViewRenderer/forgetsRowsOnceLaidOut``).
  var forgetsRows: Bool
}
