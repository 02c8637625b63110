/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does: sequences,
/// `if`/`else`, `if let`, `switch` and `if #available`.
@resultBuilder
public enum ViewBuilder {
  /// Accepts any view as a statement.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// An empty block draws nothing.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// A block of one view is that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// A block of several views stacks them in order.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView((repeat each content))
  }

  /// An `if` without `else` draws its content only when the condition holds.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first content: TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(first: content)
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second content: FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(second: content)
  }

  /// The content of an `if #available` branch, erased so older platforms need not know its type.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
