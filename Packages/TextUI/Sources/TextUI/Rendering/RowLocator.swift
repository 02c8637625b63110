/// Where a control of a forgotten `ForEach` row is: the row, and the control's place among the
/// controls the row registers itself (those of rows nested in it count in their own rows).
///
/// A renderer that forgets rows once laid out (``ViewRenderer/forgetsRowsOnceLaidOut``) keeps
/// this instead of the control's action: the action would keep the row's objects (its stores,
/// their subscriptions) alive for every row of the frame. A command on the control lays the
/// row out again, alone, to reach it.
@MainActor
struct RowLocator {
  /// The rows the control's row belongs to.
  let rows: LazyRows
  /// The row's index in `rows`.
  let index: Int
  /// How many controls the row registered before this one.
  let ordinal: Int
}
