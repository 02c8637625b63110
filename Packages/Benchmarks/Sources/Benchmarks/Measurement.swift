/// The timings of one workload: nanoseconds per action for each timed repetition.
struct Measurement: Sendable {
  let name: String
  let meaning: String
  let actions: Int
  let nanosecondsPerAction: [Double]

  var median: Double {
    let sorted = nanosecondsPerAction.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  var min: Double { nanosecondsPerAction.min() ?? .nan }
  var max: Double { nanosecondsPerAction.max() ?? .nan }
}
