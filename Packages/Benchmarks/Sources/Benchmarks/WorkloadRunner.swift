/// Runs a workload: one untimed warm-up (skipped under `--quick`), then the timed repetitions,
/// each on a freshly prepared trial whose state is verified after it.
@MainActor
struct WorkloadRunner {
  let scale: Scale
  let repetitions: Int

  func measure(_ workload: Workload) async -> Measurement {
    Console.progress("  \(workload.name): \(workload.actions) actions × \(repetitions)…")
    if !scale.isQuick { _ = await runOnce(workload) }
    var samples: [Double] = []
    var tally: TallyPerAction?
    for _ in 0..<repetitions {
      let (nanoseconds, tallied) = await runOnce(workload)
      samples.append(nanoseconds)
      tally = tallied
    }
    return Measurement(
      name: workload.name, meaning: workload.meaning, actions: workload.actions,
      nanosecondsPerAction: samples,
      tally: tally)
  }

  /// Nanoseconds per action of one verified trial, and its tally per action if it keeps one.
  private func runOnce(_ workload: Workload) async -> (Double, TallyPerAction?) {
    let trial = workload.prepare()
    let clock = ContinuousClock()
    let start = clock.now
    switch trial.body {
    case .sync(let body): body()
    case .async(let body): await body()
    }
    let elapsed = clock.now - start
    let failures = trial.verify()
    if !failures.isEmpty { Console.fail(workload.name, failures) }
    let tally = trial.tally.map {
      TallyPerAction(label: $0.label, perAction: Double($0.count) / Double(workload.actions))
    }
    return (Self.nanoseconds(elapsed) / Double(workload.actions), tally)
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
