/// The checks a workload runs on its final state: every one that fails adds a line saying what
/// was expected and what was found. A workload whose state does not reflect every action it
/// dispatched measured nothing, so the suite stops with a non-zero exit on the first failure.
struct Expectations {
  private(set) var failures: [String] = []

  mutating func expect<Value: Equatable>(_ actual: Value, equals expected: Value, _ what: String) {
    if actual != expected { failures.append("\(what): expected \(expected), found \(actual)") }
  }

  mutating func expect(_ condition: Bool, _ what: String) {
    if !condition { failures.append(what) }
  }

  /// Checks what a blackhole saw after reading a counter incremented from 0 once per action.
  @MainActor
  mutating func expectReadsOfCounter(_ hole: Blackhole, actions: Int, _ what: String) {
    expect(hole.reads, equals: actions, "\(what): reads")
    expect(hole.sink, equals: Blackhole.triangular(actions), "\(what): sum of the values read")
  }
}
