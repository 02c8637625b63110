/// What a store keeps about the subscriptions its behaviour declares
/// (``Behavior/subscriptions(_:)``): how they are declared, whether the store runs them, and
/// which run now. Held inline by ``StoreCore``; the reconciliation itself is
/// `StoreCore+Subscriptions.swift`.
@usableFromInline
struct SubscriptionLedger<Action, State, Environment> {
  /// The subscriptions a state declares, `nil` when the behaviour declares none.
  @usableFromInline let declare: Behavior<Action, State, Environment>.Declare?
  /// Whether the store runs declared subscriptions (``Store/runsSubscriptions``).
  var isRunning: Bool {
    didSet { reconciles = isRunning && declare != nil }
  }
  /// Whether a reduction that changed the state reconciles subscriptions: the behaviour declares
  /// some and ``isRunning`` is on. One flag, so a store whose behaviour declares none pays one
  /// check per changing action.
  @usableFromInline private(set) var reconciles: Bool
  /// The subscriptions running now, in the order they started.
  @usableFromInline var started: [SubscriptionID] = []
  /// ``started`` as a set, for the lookups of a reconciliation.
  var startedSet: Set<SubscriptionID> = []

  /// A ledger with nothing started.
  init(declare: Behavior<Action, State, Environment>.Declare?, isRunning: Bool) {
    self.declare = declare
    self.isRunning = isRunning
    reconciles = isRunning && declare != nil
  }
}
