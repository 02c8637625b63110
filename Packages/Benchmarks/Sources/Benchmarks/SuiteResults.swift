import Foundation

/// Everything one run measured, printed as a table or encoded as JSON.
struct SuiteResults: Sendable {
  let cores: Int
  let isQuick: Bool
  let repetitions: Int
  let measurements: [Measurement]
  let targets: [TargetOutcome]
  let peak: PeakMemory?
  let flat: FlatMemory?

  private var raw: Measurement? { measurements.first { $0.name == "A-raw" } }

  // MARK: - Table

  var table: String {
    var lines: [String] = []
    lines.append(
      "SwiftRex benchmarks — \(cores) cores, release build, "
        + (isQuick ? "QUICK (smoke run: timings meaningless)" : "\(repetitions) repetitions after a warm-up"))
    lines.append("ns per action: median (min–max); ratio = median / A-raw median of this run")
    lines.append("")
    lines.append(
      pad("workload", 12) + pad("actions", 11, right: true) + pad("median", 11, right: true)
        + pad("min–max", 25, right: true) + pad("× A-raw", 10, right: true) + "  what")
    for measurement in measurements {
      let ratio = raw.map { format(measurement.median / $0.median, digits: 1) } ?? "–"
      lines.append(
        pad(measurement.name, 12) + pad(grouped(measurement.actions), 11, right: true)
          + pad(format(measurement.median, digits: 1), 11, right: true)
          + pad(
            "\(format(measurement.min, digits: 1))–\(format(measurement.max, digits: 1))", 25, right: true)
          + pad(ratio, 10, right: true) + "  " + measurement.meaning
          + (measurement.tally.map { " [\(format($0.perAction, digits: 2)) \($0.label)]" } ?? ""))
    }
    if !targets.isEmpty {
      lines.append("")
      lines.append("Targets (default release build, ratios of medians in this run):")
      for target in targets {
        lines.append(
          "  " + (target.met ? "PASS" : "MISS") + "  " + pad(target.label, 52)
            + "measured \(format(target.value, digits: 2))")
      }
    }
    if peak != nil || flat != nil {
      lines.append("")
      lines.append("Memory (/proc/self/status):")
    }
    if let peak {
      let grown = peak.peakBytes - peak.residentBeforeBytes
      lines.append(
        "  peak VmHWM while E ran over \(grouped(peak.elements)) elements (\(grouped(peak.actions)) actions): "
          + "\(megabytes(peak.peakBytes)) (\(megabytes(grown)) above the \(megabytes(peak.residentBeforeBytes)) "
          + "resident before; ≈ \(grown / Swift.max(peak.elements, 1)) bytes/element)"
          + (peak.peakWasReset ? "" : " [peak could not be reset: may include earlier workloads]"))
    }
    if let flat {
      lines.append(
        "  " + (flat.met ? "PASS" : "MISS") + "  resident size across \(grouped(flat.dispatches)) dispatches "
          + "(after \(grouped(flat.warmUpDispatches)) warm-up): \(megabytes(flat.residentSamplesBytes.first ?? 0)) → "
          + "\(megabytes(flat.residentSamplesBytes.last ?? 0)), growth \(megabytes(flat.growthBytes)) "
          + "(limit \(megabytes(flat.limitBytes)))")
    }
    return lines.joined(separator: "\n")
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: Swift.max(0, width - text.count))
    return right ? padding + text : text + padding
  }

  private func format(_ value: Double, digits: Int) -> String { String(format: "%.\(digits)f", value) }

  private func grouped(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (offset, character) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return result
  }

  private func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }

  // MARK: - JSON

  private struct Document: Encodable {
    struct Machine: Encodable {
      let cores: Int
      let build: String
    }
    struct Workload: Encodable {
      let name: String
      let meaning: String
      let actions: Int
      let repetitions: Int
      let medianNanosecondsPerAction: Double
      let minNanosecondsPerAction: Double
      let maxNanosecondsPerAction: Double
      let ratioToRawMedian: Double?
      let samplesNanosecondsPerAction: [Double]
      /// J's views re-evaluated per render (label and value); absent for other workloads.
      let tallyPerAction: TallyPerAction?
    }
    let machine: Machine
    let quick: Bool
    let workloads: [Workload]
    let targets: [TargetOutcome]
    let peakMemory: PeakMemory?
    let flatMemory: FlatMemory?
  }

  func json() throws -> String {
    let document = Document(
      machine: .init(cores: cores, build: "release"), quick: isQuick,
      workloads: measurements.map { measurement in
        .init(
          name: measurement.name, meaning: measurement.meaning, actions: measurement.actions,
          repetitions: measurement.nanosecondsPerAction.count, medianNanosecondsPerAction: measurement.median,
          minNanosecondsPerAction: measurement.min, maxNanosecondsPerAction: measurement.max,
          ratioToRawMedian: raw.map { measurement.median / $0.median },
          samplesNanosecondsPerAction: measurement.nanosecondsPerAction, tallyPerAction: measurement.tally)
      },
      targets: targets, peakMemory: peak, flatMemory: flat)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }
}
