import Observation
import Testing

@testable import TextUI

/// A piped session forgets each `ForEach` row once laid out and prints frames a piece at a
/// time; what it prints, and what its commands do, must be what they were with every row kept.
@MainActor
@Suite struct TerminalDriverPipedRowsTests {
  @Observable final class Ledger {
    var counts: [Int]
    var notes: [String]
    var flags: [Bool]
    var openedRow: Int?
    var appeared = 0

    init(rows: Int) {
      counts = Array(repeating: 0, count: rows)
      notes = Array(repeating: "", count: rows)
      flags = Array(repeating: false, count: rows)
    }
  }

  /// A long list of sections, each with a composite row view, a wrapped line, a field, a toggle
  /// and a button opening a sheet; nested rows; a button after the list.
  struct LedgerView: View {
    let ledger: Ledger

    var body: some View {
      VStack {
        Text("Ledger")
        List(Array(ledger.counts.indices), id: \.self) { index in
          Section("Row \(index)") {
            RowView(ledger: ledger, index: index)
            ForEach(0..<(index % 3), id: \.self) { part in
              Text("part \(part) of row \(index)")
            }
          }
        }
        Button("After the list") {}
      }
      .sheet(
        isPresented: Binding(
          get: { ledger.openedRow != nil }, set: { if !$0 { ledger.openedRow = nil } })
      ) {
        Text("Row \(ledger.openedRow ?? -1) is open")
      }
    }
  }

  struct RowView: View {
    let ledger: Ledger
    let index: Int

    var body: some View {
      Text(
        "Count \(ledger.counts[index]): a line long enough to wrap at forty columns, "
          + "and then some more words")
      HStack {
        Button("Add to \(index)") { ledger.counts[index] += 1 }
        Button("Open \(index)") { ledger.openedRow = index }
      }
      TextField("Note", text: Binding(get: { ledger.notes[index] }, set: { ledger.notes[index] = $0 }))
      Toggle("Flag", isOn: Binding(get: { ledger.flags[index] }, set: { ledger.flags[index] = $0 }))
        .onAppear { ledger.appeared += 1 }
    }
  }

  final class Transcript {
    var text = ""
  }

  private static let configuration = TerminalConfiguration(
    redrawsInPlace: false, allowsStyling: false, width: 40)

  /// The transcript of `lines` in a piped session; `keepsRows` puts back what sessions did
  /// before rows were forgotten, for comparison.
  private func session(
    rows: Int, lines: [String], keepsRows: Bool, styled: Bool = false
  ) -> (transcript: Transcript, ledger: Ledger, driver: TerminalDriver) {
    let transcript = Transcript()
    let ledger = Ledger(rows: rows)
    var configuration = Self.configuration
    configuration.allowsStyling = styled
    let driver = TerminalDriver(
      renderer: ViewRenderer(LedgerView(ledger: ledger)), configuration: configuration,
      output: { transcript.text += $0 })
    if keepsRows { driver.renderer.forgetsRowsOnceLaidOut = false }
    driver.start()
    for line in lines { _ = driver.handle(line: line) }
    return (transcript, ledger, driver)
  }

  /// The handle of the control labelled `label` in the driver's last frame.
  private func handle(of label: String, in driver: TerminalDriver) -> Int? {
    driver.renderer.frame.controls.first { $0.label == label }?.handle
  }

  /// Every frame and message is the same, byte for byte, whether rows are kept or forgotten —
  /// wrapped lines, sections, nested rows, a sheet — and commands reach the last row's field,
  /// toggle and buttons, by handle and by label.
  @Test(arguments: [false, true])
  func forgettingRowsPrintsTheSameTranscript(styled: Bool) throws {
    let rows = 120
    let probe = session(rows: rows, lines: [], keepsRows: true)
    let last = rows - 1
    let add = try #require(handle(of: "Add to \(last)", in: probe.driver))
    let open = try #require(handle(of: "Open \(last)", in: probe.driver))
    // The row's controls, in order: its two buttons, its field, its toggle.
    let note = add + 2
    let flag = add + 3
    #expect(probe.driver.renderer.frame.control(note)?.kind == .textField)
    #expect(probe.driver.renderer.frame.control(flag)?.kind == .toggle)
    let commands = [
      "press \(add)", "type \(note) written far down", "toggle \(flag)", "press Add to \(last)",
      "press \(flag)", "type \(add) not a field", "press \(open)", "press \(add)", "dismiss",
      "press \(add + 100_000)",
    ]
    let kept = session(rows: rows, lines: commands, keepsRows: true, styled: styled)
    let forgotten = session(rows: rows, lines: commands, keepsRows: false, styled: styled)
    #expect(forgotten.transcript.text == kept.transcript.text)
    #expect(forgotten.ledger.counts[last] == 2)
    #expect(forgotten.ledger.notes[last] == "written far down")
    #expect(forgotten.ledger.flags[last] == false)
    #expect(forgotten.ledger.appeared == kept.ledger.appeared)
    #expect(forgotten.transcript.text.contains("Row \(last) is open"))
    #expect(forgotten.transcript.text.contains("behind the open sheet"))
    if !styled { #expect(forgotten.transcript.text.contains("[\(note)] Note: [written far down]")) }
  }

  /// A piped session keeps no row between renders, however long the list; a session that keeps
  /// rows (as before) keeps all of them.
  @Test func aPipedSessionKeepsNoRowsOfALongList() throws {
    let rows = 2_000
    let forgotten = session(rows: rows, lines: [], keepsRows: false)
    let last = try #require(handle(of: "Add to \(rows - 1)", in: forgotten.driver))
    _ = forgotten.driver.handle(line: "press \(last)")
    #expect(forgotten.ledger.counts[rows - 1] == 1)
    #expect(forgotten.driver.renderer.cachedRowCount == 0)
    #expect(forgotten.transcript.text.contains("Count 1: a line"))
    let kept = session(rows: rows, lines: [], keepsRows: true)
    #expect(kept.driver.renderer.cachedRowCount >= rows)
  }

  /// A session printing only its last frame prints the frame a session printing every frame
  /// printed last.
  @Test func theLastFrameIsPrintedAsBefore() async throws {
    var text = ""
    let ledger = Ledger(rows: 300)
    let driver = TerminalDriver(
      renderer: ViewRenderer(LedgerView(ledger: ledger)), configuration: Self.configuration,
      output: { text += $0 })
    driver.frames = .last
    let every = session(rows: 300, lines: ["press Add to 299"], keepsRows: true).transcript.text
    let lastFrame = try #require(every.components(separatedBy: "> press Add to 299\n").last)
    #expect(await driver.run(input: .lines(["press Add to 299"])) == .endOfInput)
    #expect(text == lastFrame.dropLast())
    #expect(text.contains("Count 1: a line"))
    #expect(driver.renderer.cachedRowCount == 0)
  }

  @Observable final class Item {
    var value = 0
  }

  /// A row that reads an object no view outside it reads.
  struct ItemRow: View {
    let item: Item
    var body: some View { Text("Value \(item.value)") }
  }

  /// A change that only a forgotten row read still calls for a new frame, as it did when rows
  /// were kept: the row is in every frame, though its nodes are gone.
  @Test func aChangeOnlyAForgottenRowReadStillCallsForAFrame() {
    let items = (0..<500).map { _ in Item() }
    let transcript = Transcript()
    let driver = TerminalDriver(
      renderer: ViewRenderer(List(Array(items.indices), id: \.self) { ItemRow(item: items[$0]) }),
      configuration: Self.configuration, output: { transcript.text += $0 })
    driver.start()
    #expect(driver.renderer.cachedRowCount == 0)
    #expect(!driver.renderer.needsRender)
    items[499].value = 7
    #expect(driver.renderer.needsRender)
    driver.redraw()
    #expect(transcript.text.hasSuffix("Value 0\nValue 7\n\n"))
  }
}
