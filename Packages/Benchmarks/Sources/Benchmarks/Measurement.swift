/// The timings of one workload: nanoseconds per action for each timed repetition.
struct Measurement: Sendable {
  let name: String
  let meaning: String
  let actions: Int
  let nanosecondsPerAction: [Double]
  /// The workload's tally per action in its last repetition, if it keeps one (J: views
  /// re-evaluated per render; the same in every repetition, as each verifies it).
  var tally: TallyPerAction? = nil

  var median: Double {
    let sorted = nanosecondsPerAction.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  var min: Double { nanosecondsPerAction.min() ?? .nan }
  var max: Double { nanosecondsPerAction.max() ?? .nan }
}
