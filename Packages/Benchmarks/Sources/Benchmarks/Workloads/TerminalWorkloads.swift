import SwiftRexArchitecture

/// J4: the terminal, end to end — from a dispatched action to the last byte written for it, a
/// screen of 24 rows drawn through ``TerminalDriver``'s viewport. J4.10 and J4.10000 change one
/// field over a list of 10 and of 10,000 rows (its row views included); the viewport keeps the
/// second within a small factor of the first, and both write one row. J4.key is key-to-frame
/// latency: a typed character applied by the driver, then the frame written.
@MainActor
enum TerminalWorkloads {
  static func all(_ scale: Scale) -> [Workload] {
    let changes = scale.count(5_000, quick: 300)
    return [
      oneFieldChange("J4.10", rows: 10, changes: changes, baselines: ["A-raw"]),
      oneFieldChange("J4.10000", rows: 10_000, changes: changes, baselines: ["A-raw", "J4.10"]),
      keyToFrame(rows: 10_000, keys: changes),
    ]
  }

  /// The screen J4 draws on.
  static let configuration = TerminalConfiguration(
    redrawsInPlace: true, allowsStyling: true, width: 80, readsKeys: true, height: 24)

  /// The store, a driver writing into `bytes`, and the first frame drawn: J4's setup.
  static func screen(rows: Int, bytes: ByteCount) -> (
    Store<ShelfScreenAction, ShelfScreenState, Void>, TerminalDriver
  ) {
    let store = Store(
      initial: ShelfScreenState(rows: (0..<rows).map { ShelfScreenRow(id: $0, title: "Book \($0)") }),
      behavior: shelfScreenBehavior)
    let driver = TerminalDriver(
      renderer: ViewRenderer(ShelfScreen.view(store: store, environment: ())), configuration: configuration,
      output: { bytes.add($0) })
    driver.redraw()
    return (store, driver)
  }

  /// Counts what a driver writes.
  final class ByteCount {
    var total = 0
    var writes = 0
    var last = ""
    func add(_ text: String) {
      total += text.utf8.count
      writes += 1
      last = text
    }
  }

  static func oneFieldChange(_ name: String, rows: Int, changes: Int, baselines: [String]) -> Workload {
    Workload(
      name, "terminal: .typed(query) on a screen listing \(rows) rows, then redraw (bytes written)",
      actions: changes, baselines: baselines
    ) {
      let bytes = ByteCount()
      let (store, driver) = screen(rows: rows, bytes: bytes)
      let firstFrame = bytes.total
      let written = Tally("bytes written per change")
      let views = Tally("views re-evaluated per change")
      return Trial(tally: written) {
        for index in 0..<changes {
          let before = bytes.total
          store.dispatch(.typed("q\(index)"))
          driver.redraw()
          written.add(bytes.total - before)
          views.add(driver.renderer.lastRenderStatistics.bodiesEvaluated)
        }
      } verify: { expect in
        expect.expect(store.state.query, equals: "q\(changes - 1)", "the field's text")
        expect.expect(firstFrame > 0, "the first frame was written")
        expect.expect(bytes.last.contains("Search: [q\(changes - 1)]"), "the last write is the field's row")
        // One row is rewritten per change: at most two lines' worth of bytes (80 columns, and
        // the escapes that place and style the row).
        expect.expect(written.count <= changes * 2 * 80, "bytes per change within two lines")
        expect.expect(views.count, equals: changes, "only the field's view re-evaluated per change")
        expect.expect(driver.renderer.frame.lineCount, equals: rows + 1, "the frame counts every row")
      }
    }
  }

  static func keyToFrame(rows: Int, keys: Int) -> Workload {
    Workload(
      "J4.key", "terminal: a typed key applied to the focused field of \(rows) rows' screen, then redraw",
      actions: keys, baselines: ["A-raw", "J4.10000"]
    ) {
      let bytes = ByteCount()
      let (store, driver) = screen(rows: rows, bytes: bytes)
      _ = driver.handle(key: .tab)
      driver.redraw()
      let written = Tally("bytes written per key")
      return Trial(tally: written) {
        for index in 0..<keys {
          let before = bytes.total
          // Typing then erasing keeps the field short, so every frame costs the same.
          _ = driver.handle(key: index.isMultiple(of: 2) ? .character("k") : .backspace)
          driver.redraw()
          written.add(bytes.total - before)
        }
      } verify: { expect in
        expect.expect(store.state.query, equals: keys.isMultiple(of: 2) ? "" : "k", "the field's text")
        expect.expect(written.count <= keys * 2 * 80, "bytes per key within two lines")
        expect.expect(driver.renderer.focusedControl?.label == "Search", "the field kept the focus")
      }
    }
  }
}
