/// The command line: `Benchmarks [--quick] [--json] [--filter A,E1k,…] [--repetitions N]`.
struct Options: Sendable {
  /// Small counts and one or two repetitions: runs and verifies everything, times nothing seriously.
  var isQuick = false
  /// Print the results as JSON on standard output (progress still goes to standard error).
  var json = false
  /// Run only the workloads these name (case-insensitive), plus the baselines they are compared
  /// with. Empty: run everything. See ``selects(_:)``.
  var filters: [String] = []
  /// Timed repetitions per workload, after one untimed warm-up.
  var repetitions = 7

  static let usage = """
    usage: Benchmarks [--quick] [--json] [--filter NAME[,NAME…]] [--repetitions N]
      --quick          small counts, 1 repetition (2 for the baselines): a smoke run, no timing claims
      --json           machine-readable results on standard output
      --filter NAMES   only these workloads and their baselines (A-raw always runs). A name selects
                       itself and its variants (E1k: E1k, E1k-dict, E1k-linear; H: H.just, H.task);
                       a trailing * selects by prefix (D*, E*); `memory` selects the memory checks
      --repetitions N  timed repetitions per workload (default 7, at least 5 in a full run)
    """

  /// Parses `arguments` (without the program name); a message saying what is wrong otherwise.
  static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
    var options = Options()
    var explicitRepetitions: Int?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick": options.isQuick = true
      case "--json": options.json = true
      case "--filter":
        guard let value = remaining.popFirst() else { return .failure(.init("--filter needs a value")) }
        options.filters += value.split(separator: ",").map { $0.lowercased() }.filter { !$0.isEmpty }
      case "--repetitions":
        guard let value = remaining.popFirst(), let count = Int(value), count >= 1 else {
          return .failure(.init("--repetitions needs a positive whole number"))
        }
        explicitRepetitions = count
      case "--help", "-h": return .failure(.init(nil))
      default: return .failure(.init("unknown argument \(argument)"))
      }
    }
    if let explicitRepetitions {
      guard options.isQuick || explicitRepetitions >= 5 else {
        return .failure(.init("a full run needs at least 5 repetitions for a meaningful median"))
      }
      options.repetitions = explicitRepetitions
    } else if options.isQuick {
      options.repetitions = 1
    }
    return .success(options)
  }

  /// Whether `--filter` selects the workload or check called `name`: `E1k` selects `E1k`,
  /// `E1k-dict` and `E1k-linear` but not `E1kx`; `D*` selects every name starting with `D`.
  func selects(_ name: String) -> Bool {
    let name = name.lowercased()
    return filters.isEmpty
      || filters.contains { filter in
        if filter.hasSuffix("*") { return name.hasPrefix(filter.dropLast()) }
        return name == filter || name.hasPrefix(filter + "-") || name.hasPrefix(filter + ".")
      }
  }
}

/// Why the command line was refused; `nil` message: help was asked for.
struct OptionsError: Error {
  let message: String?
  init(_ message: String?) { self.message = message }
}
