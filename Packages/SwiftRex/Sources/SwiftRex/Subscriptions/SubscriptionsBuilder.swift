/// Builds the list of subscriptions a behaviour declares from its state, with `if`, `if let`,
/// `switch` and `for` deciding which are wanted:
///
/// ```swift
/// counter.subscriptions { state in
///   if state.isAutoIncrementing {
///     Subscription(id: "tick") { ctx in … }
///   }
/// }
/// ```
@resultBuilder
public enum SubscriptionsBuilder<Action, State, Environment> {
  /// A subscription, as the builder's components are lists of them.
  public typealias Element = Subscription<Action, State, Environment>

  /// One subscription.
  public static func buildExpression(_ subscription: Element) -> [Element] { [subscription] }

  /// Several subscriptions, already in a list.
  public static func buildExpression(_ subscriptions: [Element]) -> [Element] { subscriptions }

  /// The subscriptions of every statement, in order.
  public static func buildBlock(_ components: [Element]...) -> [Element] { components.flatMap { $0 } }

  /// The subscriptions of an `if` without `else`: none when the condition fails.
  public static func buildOptional(_ component: [Element]?) -> [Element] { component ?? [] }

  /// The subscriptions of an `if`'s first branch.
  public static func buildEither(first component: [Element]) -> [Element] { component }

  /// The subscriptions of an `if`'s `else` branch.
  public static func buildEither(second component: [Element]) -> [Element] { component }

  /// The subscriptions of every pass of a `for` loop.
  public static func buildArray(_ components: [[Element]]) -> [Element] { components.flatMap { $0 } }
}
