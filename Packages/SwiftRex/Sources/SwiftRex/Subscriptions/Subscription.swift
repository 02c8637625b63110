/// A long-lived effect a behaviour wants running while its state says so: an id, and how to
/// make the effect when it has to start.
///
/// A behaviour declares its subscriptions from its state (``Behavior/subscriptions(_:)``); after
/// every reduction the store starts those whose id appeared and cancels those whose id went away.
/// ``make`` runs only when the subscription starts, so declaring one that already runs costs its
/// id and nothing else.
///
/// ```swift
/// Subscription(id: "tick") { ctx in
///   Effect.run { send in … }
/// }
/// ```
public struct Subscription<Action, State, Environment> {
  /// Makes the effect, when the subscription starts, from the same context an effect factory
  /// (`.produce { ctx in … }`) gets.
  public typealias Make = (EffectContext<State, Environment>) -> Effect<Action>

  /// What the subscription is known by; see ``SubscriptionID``.
  public let id: SubscriptionID
  /// Makes the effect when the subscription starts.
  public let make: Make

  /// A subscription known by `id`, running the effect `make` makes.
  /// - Parameters:
  ///   - id: what tells this subscription from the others of the same behaviour; while a
  ///     reduction leaves it declared, the running effect is left alone.
  ///   - make: makes the effect, once, when the subscription starts.
  public init(id: some Hashable & Sendable, _ make: @escaping Make) {
    self.init(id: SubscriptionID(id), make: make)
  }

  @usableFromInline
  init(id: SubscriptionID, make: @escaping Make) {
    self.id = id
    self.make = make
  }
}
