/// Builds the columns of a ``Table`` from `TableColumn` statements, `if`, `if`/`else` and
/// `for` loops, as SwiftUI's `TableColumnBuilder`.
@resultBuilder
public enum TableColumnBuilder<RowValue> {
  /// One column.
  public static func buildExpression(_ column: TableColumn<RowValue>) -> [TableColumn<RowValue>] {
    [column]
  }

  /// The columns of each statement, in order.
  public static func buildBlock(_ columns: [TableColumn<RowValue>]...) -> [TableColumn<RowValue>] {
    columns.flatMap { $0 }
  }

  /// The columns of an `if` whose condition held, else none.
  public static func buildOptional(_ columns: [TableColumn<RowValue>]?) -> [TableColumn<RowValue>] {
    columns ?? []
  }

  /// The columns of the `if` branch.
  public static func buildEither(first columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] {
    columns
  }

  /// The columns of the `else` branch.
  public static func buildEither(second columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] {
    columns
  }

  /// The columns of every pass of a `for` loop.
  public static func buildArray(_ columns: [[TableColumn<RowValue>]]) -> [TableColumn<RowValue>] {
    columns.flatMap { $0 }
  }
}
