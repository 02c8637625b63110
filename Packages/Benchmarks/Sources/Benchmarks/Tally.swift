/// A count a workload keeps besides its time, reported per action next to it: how many views a
/// render re-evaluated, for J. The workload adds to it in its timed body (one add per action).
@MainActor
final class Tally {
  /// What is counted, as the table prints it after the number: `views re-evaluated per render`.
  let label: String
  /// The total so far.
  private(set) var count = 0

  init(_ label: String) { self.label = label }

  func add(_ amount: Int) { count &+= amount }
}

/// A tally divided by the actions of the trial that kept it.
struct TallyPerAction: Codable, Sendable {
  let label: String
  let perAction: Double
}
