/// Collects the ``Tab``s of a ``TabView`` in the order they are written, from sequences of
/// statements, `if`, `if`/`else`, `switch`, `if #available` and `for` loops.
///
/// Every tab's selection value has the tab view's `Selection` type, so a tab that could never be
/// picked does not compile.
@resultBuilder
public enum TabContentBuilder<Selection: Hashable> {
  /// A single tab.
  public static func buildExpression<Content: View>(_ tab: Tab<Selection, Content>) -> [AnyTab<Selection>] {
    [AnyTab(tab)]
  }

  /// The tabs of each statement, in order.
  public static func buildBlock(_ components: [AnyTab<Selection>]...) -> [AnyTab<Selection>] {
    components.flatMap { $0 }
  }

  /// An `if` without `else` adds its tabs only when the condition holds.
  public static func buildOptional(_ component: [AnyTab<Selection>]?) -> [AnyTab<Selection>] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [AnyTab<Selection>]) -> [AnyTab<Selection>] {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [AnyTab<Selection>]) -> [AnyTab<Selection>] {
    component
  }

  /// The tabs of every iteration of a `for` loop, in order.
  public static func buildArray(_ components: [[AnyTab<Selection>]]) -> [AnyTab<Selection>] {
    components.flatMap { $0 }
  }

  /// An `if #available` branch: its tabs are already type-erased.
  public static func buildLimitedAvailability(_ component: [AnyTab<Selection>]) -> [AnyTab<Selection>] {
    component
  }
}
