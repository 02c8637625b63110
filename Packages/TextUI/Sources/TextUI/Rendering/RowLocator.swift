/// Where a control of a forgotten `ForEach` row is: the row, and the control's place among the
/// controls the row registers itself (those of rows nested in it count in their own rows).
///
/// A renderer that forgets rows once laid out (``ViewRenderer/forgetsRowsOnceLaidOut``) keeps
/// this instead of the control's action: the action would keep the row's objects (its stores,
/// their subscriptions) alive for every row of the frame. A command on the control lays the
/// row out again, alone, to reach it.
@MainActor
struct RowLocator {
  /// One row, shared by the locators of its controls: a locator stays two words long.
  final class Row {
    /// The rows the row belongs to.
    let rows: LazyRows
    /// The row's index in `rows`.
    let index: Int

    init(rows: LazyRows, index: Int) {
      self.rows = rows
      self.index = index
    }
  }

  /// The control's row.
  let row: Row
  /// How many controls the row registered before this one.
  let ordinal: Int
}
