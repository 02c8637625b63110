extension Counter.Action {
  /// The analytics event this action reports, or `nil` for one the user did not make.
  ///
  /// Every press is reported, including one that changes nothing (stopping a stopped timer):
  /// analytics describe what users do, not what the state did.
  public var analyticsEvent: String? {
    switch self {
    case .increment: "counter.increment"
    case .decrement: "counter.decrement"
    case .reset: "counter.reset"
    case .startAutoIncrement: "counter.autoIncrement.start"
    case .stopAutoIncrement: "counter.autoIncrement.stop"
    case .tick: nil
    }
  }
}
