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
    for _ in 0..<repetitions { samples.append(await runOnce(workload)) }
    return Measurement(
      name: workload.name, meaning: workload.meaning, actions: workload.actions, nanosecondsPerAction: samples
    )
  }

  /// Nanoseconds per action of one verified trial.
  private func runOnce(_ workload: Workload) async -> Double {
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
    return Self.nanoseconds(elapsed) / Double(workload.actions)
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
