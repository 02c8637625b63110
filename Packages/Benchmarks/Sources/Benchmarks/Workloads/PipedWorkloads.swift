import SwiftRexArchitecture

/// P: a piped session's memory. A session without a screen (a pipe, a script) prints whole
/// frames; P.sections and P.table print one frame of a Counters tab of 50,000 counters — a
/// `ForEach` of sections, and a `Table` — in the app's tab box through ``TerminalDriver``, and
/// report the peak resident memory while the frame was laid out and written.
@MainActor
enum PipedWorkloads {
  static func all(_ scale: Scale) -> [Workload] {
    let counters = scale.count(50_000, quick: 500)
    return [
      pipedFrame("P.sections", "a ForEach of sections", counters: counters) {
        PipedSectionsTab(counters: $0)
      },
      pipedFrame("P.table", "a Table", counters: counters) { PipedTableTab(counters: $0) },
    ]
  }

  /// A piped session of 80 columns, plain text.
  static let configuration = TerminalConfiguration(redrawsInPlace: false, allowsStyling: false, width: 80)

  /// One frame of `counters` counters drawn by `makeView` printed through a piped driver; the
  /// tally is the peak resident size during the frame (`VmHWM` reset just before it), in MB.
  static func pipedFrame<Tab: View>(
    _ name: String, _ shape: String, counters: Int,
    makeView: @escaping @MainActor ([PipedCounter]) -> Tab
  ) -> Workload {
    Workload(
      name, "piped session: one frame of \(counters) counters as \(shape) in a tab box, printed",
      actions: 1, baselines: ["A-raw"]
    ) {
      let bytes = TerminalWorkloads.ByteCount()
      let rows = (0..<counters).map { PipedCounter(id: $0 + 1, count: $0 % 7) }
      let driver = TerminalDriver(
        renderer: ViewRenderer(makeView(rows)), configuration: configuration, output: { bytes.add($0) })
      let peak = Tally("MB peak resident")
      return Trial(tally: peak) {
        MemoryProbe.resetPeak()
        driver.redraw()
        peak.add((MemoryProbe.read()?.peak ?? 0) / 1_000_000)
      } verify: { expect in
        expect.expect(bytes.last.contains("Counter #\(counters)"), "the frame ends with the last counter")
        expect.expect(bytes.total > counters * 20, "every counter printed (\(bytes.total) bytes)")
      }
    }
  }
}
