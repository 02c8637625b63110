/// A control as the keyboard focus remembers it: its place in the view tree, and which of the
/// controls sharing that place it is (rows with duplicate ids reach the same place).
///
/// Kept by place, not by handle, so the focus follows a control through re-renders and finds
/// it again after a sheet on top of it goes away.
struct FocusTarget: Hashable {
  /// The control's place in the view tree.
  var identity: ViewPath
  /// 0 for the first control at `identity` in reading order, 1 for the next, and so on.
  var occurrence: Int
}
