/// A named, repeatable measurement: `prepare` builds a fresh store (or baseline data) outside the
/// timed region, and the ``Trial`` it returns performs `actions` actions and verifies them.
@MainActor
struct Workload {
  /// Short name used in the table, the JSON and `--filter` (`A`, `E100k`, `A-raw`).
  let name: String
  /// What is measured, one line.
  let meaning: String
  /// How many actions one trial performs; times are reported per action.
  let actions: Int
  /// Workloads this one's targets compare against; `--filter` runs them too.
  let baselines: [String]
  let prepare: @MainActor () -> Trial

  init(
    _ name: String, _ meaning: String, actions: Int, baselines: [String] = [],
    prepare: @escaping @MainActor () -> Trial
  ) {
    self.name = name
    self.meaning = meaning
    self.actions = actions
    self.baselines = baselines
    self.prepare = prepare
  }
}
