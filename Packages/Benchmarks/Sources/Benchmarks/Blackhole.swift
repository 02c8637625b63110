/// Where a workload puts every value it reads, so the optimiser cannot drop the read (or the
/// dispatch that produced it) as unused.
///
/// `consume` is kept out of line and accumulates into a field of a heap object the workload keeps
/// and checks at the end, so the read has an observable effect that costs one call and one add.
/// The accumulated sum doubles as a verification: a workload that reads a counter after each of
/// its `n` increments must see exactly `1 + 2 + … + n`.
@MainActor
final class Blackhole {
  /// The sum of every value consumed so far (wrapping on overflow).
  private(set) var sink = 0
  /// How many values were consumed.
  private(set) var reads = 0

  @inline(never)
  func consume(_ value: Int) {
    sink &+= value
    reads &+= 1
  }

  /// `1 + 2 + … + n`: what `sink` holds after reading a counter incremented from 0 once per read.
  nonisolated static func triangular(_ n: Int) -> Int { n &* (n &+ 1) / 2 }
}
