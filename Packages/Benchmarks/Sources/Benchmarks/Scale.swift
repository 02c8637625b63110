/// How big a run is: the full suite, or `--quick` — small counts and one or two repetitions, for a
/// CI smoke run that still builds, runs and verifies every workload.
struct Scale: Sendable {
  let isQuick: Bool

  /// `full` actions normally, `quick` under `--quick`.
  func count(_ full: Int, quick: Int) -> Int { isQuick ? quick : full }
}
