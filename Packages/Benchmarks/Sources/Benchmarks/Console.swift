#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Progress and failures go to standard error, so standard output holds only the results (the
/// table, or the JSON under `--json`).
enum Console {
  static func progress(_ line: String) { writeToStandardError(line + "\n") }

  /// Reports a failed verification and stops the suite with exit status 1: a workload whose
  /// state does not reflect its actions measured nothing.
  static func fail(_ workload: String, _ failures: [String]) -> Never {
    writeToStandardError(
      "\nVERIFICATION FAILED in workload \(workload):\n" + failures.map { "  - \($0)\n" }.joined())
    exit(1)
  }

  private static func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(2, base + offset, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
