/// What a store keeps about the subscriptions its behaviour declares
/// (``Behavior/subscriptions(_:)``): whether it runs them, and which run now. Held inline by the
/// store; the reconciliation itself is `Store+Subscriptions.swift`.
@usableFromInline
struct SubscriptionLedger {
  /// Whether the store runs declared subscriptions (``Store/runsSubscriptions``).
  var isRunning: Bool
  /// Whether a reduction that changed the state reconciles subscriptions: the behaviour declares
  /// some and ``isRunning`` is on. One flag, so a store whose behaviour declares none pays one
  /// check per changing action.
  @usableFromInline var reconciles: Bool
  /// The subscriptions running now, in the order they started.
  var started: [SubscriptionID] = []
  /// ``started`` as a set, for the lookups of a reconciliation.
  var startedSet: Set<SubscriptionID> = []

  /// A ledger with nothing started; `declares`: whether the behaviour declares subscriptions.
  init(isRunning: Bool, declares: Bool) {
    self.isRunning = isRunning
    reconciles = isRunning && declares
  }
}
