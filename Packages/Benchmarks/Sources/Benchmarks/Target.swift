/// A performance target: a ratio computed from the run's medians, and the most it may be.
struct Target: Sendable {
  let label: String
  let limit: Double
  let ratio: @Sendable ([String: Measurement]) -> Double?

  /// The targets of the suite. Each compares medians measured in the same run, so the machine's
  /// speed and load mostly cancel out.
  static let all: [Target] = {
    var targets = [
      toRaw("A", limit: 50),
      // Issue #36's bar for the store's own loop, stricter than the one above.
      toRaw("A", limit: 12),
      toRaw("B", limit: 80),
      toRaw("C", limit: 100),
      toRaw("D10", limit: 150),
      liftLevel(limit: 8),
      // Issue #36's bar for a lift level, stricter than the one above.
      liftLevel(limit: 4),
      toRaw("E1k", limit: 100),
      // Issue #36's bar for routing an action to one element of a collection.
      Target(label: "E1k ≤ 1.7× E1k-dict", limit: 1.7) { results in
        guard let e = results["E1k"], let dict = results["E1k-dict"] else { return nil }
        return e.median / dict.median
      },
      // Issue #41: a render after one field changes lays out again only what changed.
      toRaw("J1.count", limit: 25_000),
    ]
    for size in ["E1k", "E100k", "E1M"] {
      targets.append(
        Target(label: "\(size) ≤ 2× \(size)-dict", limit: 2) { results in
          guard let e = results[size], let dict = results["\(size)-dict"] else { return nil }
          return e.median / dict.median
        })
    }
    targets.append(
      Target(label: "G / A ≤ 1.2 (unrelated state costs nothing)", limit: 1.2) { results in
        guard let g = results["G"], let a = results["A"] else { return nil }
        return g.median / a.median
      })
    targets.append(
      Target(label: "J4.10000 ≤ 3× J4.10 (a viewport costs a screen, not a list)", limit: 3) { results in
        guard let large = results["J4.10000"], let small = results["J4.10"] else { return nil }
        return large.median / small.median
      })
    targets.append(
      Target(label: "J5.10000 ≤ 3× J5.10 (a scroll view costs the rows in sight, not its content)", limit: 3)
      {
        results in
        guard let large = results["J5.10000"], let small = results["J5.10"] else { return nil }
        return large.median / small.median
      })
    targets.append(
      Target(label: "J7.table10000 ≤ 3× J7.table10 (a table costs the rows in sight, not its data)", limit: 3)
      {
        results in
        guard let large = results["J7.table10000"], let small = results["J7.table10"] else { return nil }
        return large.median / small.median
      })
    targets.append(
      Target(label: "J7.sort ≤ 3× J7.sort-raw (sorting through the table costs about `Array.sort`)", limit: 3)
      {
        results in
        guard let table = results["J7.sort"], let raw = results["J7.sort-raw"] else { return nil }
        return table.median / raw.median
      })
    targets.append(
      Target(label: "S-shared ≤ 2× S-plain (a shared value read in a reduction)", limit: 2) { results in
        guard let shared = results["S-shared"], let plain = results["S-plain"] else { return nil }
        return shared.median / plain.median
      })
    // An absolute target, unlike the others: the issue asks for a rate, measured until on disk.
    targets.append(
      Target(label: "R-record ≤ 10,000 ns (≥ 100,000 actions/s)", limit: 10_000) { results in
        results["R-record"]?.median
      })
    return targets
  }()

  private static func toRaw(_ name: String, limit: Double) -> Target {
    Target(label: "\(name) ≤ \(Int(limit))× A-raw", limit: limit) { results in
      guard let measured = results[name], let raw = results["A-raw"] else { return nil }
      return measured.median / raw.median
    }
  }

  /// The cost of one more level of lifting, the slope from D1 to D10, in A-raws.
  private static func liftLevel(limit: Double) -> Target {
    Target(label: "each added lift level (D10 − D1)/9 ≤ \(Int(limit))× A-raw", limit: limit) { results in
      guard let d1 = results["D1"], let d10 = results["D10"], let raw = results["A-raw"] else { return nil }
      return (d10.median - d1.median) / 9 / raw.median
    }
  }

  /// This target's ratio in `results` and whether it is met; `nil` when a workload it needs
  /// did not run (`--filter`).
  func evaluate(_ results: [String: Measurement]) -> TargetOutcome? {
    guard let value = ratio(results) else { return nil }
    return TargetOutcome(label: label, value: value, limit: limit, met: value <= limit)
  }
}

/// A target's verdict in one run.
struct TargetOutcome: Codable, Sendable {
  let label: String
  let value: Double
  let limit: Double
  let met: Bool
}
