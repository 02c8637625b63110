/// One timed run of a workload: a body that performs the workload's actions (and nothing else:
/// everything it needs is built before) and the checks that its final state reflects them all.
@MainActor
struct Trial {
  /// The timed part. Most workloads are synchronous; those that wait for async effects are not.
  enum Body {
    case sync(@MainActor () -> Void)
    case async(@MainActor () async -> Void)
  }

  let body: Body
  /// Runs after the timed part; returns what did not match (empty when everything did).
  let verify: @MainActor () -> [String]
  /// A count kept besides the time (views re-evaluated), reported per action; usually none.
  let tally: Tally?

  init(
    tally: Tally? = nil, _ body: @escaping @MainActor () -> Void,
    verify: @escaping @MainActor (inout Expectations) -> Void
  ) {
    self.body = .sync(body)
    self.verify = Trial.collecting(verify)
    self.tally = tally
  }

  init(
    tally: Tally? = nil, async body: @escaping @MainActor () async -> Void,
    verify: @escaping @MainActor (inout Expectations) -> Void
  ) {
    self.body = .async(body)
    self.verify = Trial.collecting(verify)
    self.tally = tally
  }

  private static func collecting(
    _ verify: @escaping @MainActor (inout Expectations) -> Void
  ) -> @MainActor () -> [String] {
    {
      var expectations = Expectations()
      verify(&expectations)
      return expectations.failures
    }
  }
}
