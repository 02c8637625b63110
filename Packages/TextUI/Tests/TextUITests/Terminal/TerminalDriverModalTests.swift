import Testing
import TextUITesting

@testable import TextUI

/// A screen redrawn in place draws sheets as boxes over the frame: the mouse reaches the box's
/// controls where they are drawn, and nothing outside the box.
@MainActor
@Suite struct TerminalDriverModalTests {
  final class Output {
    var bytes = ""
  }

  struct Library: View {
    let selected: Box<Row?>
    let presses: Box<[String]>

    var body: some View {
      List((1...8).map { Row(id: $0, title: "Book \($0)") }) { row in
        Button(row.title) {
          presses.value.append(row.title)
          selected.value = row
        }
      }
      .sheet(item: selected.binding) { row in
        VStack {
          Text("Lines about \(row.title)")
          Button("Like") { presses.value.append("Like") }
        }
        .navigationTitle(row.title)
      }
    }
  }

  func driver(_ view: Library, output: Output, styled: Bool = false) -> TerminalDriver {
    let driver = TerminalDriver(
      renderer: ViewRenderer(view),
      configuration: TerminalConfiguration(
        redrawsInPlace: true, allowsStyling: styled, width: 40, readsKeys: true, height: 12),
      output: { output.bytes += $0 })
    driver.start()
    return driver
  }

  /// Where `text` is on `screen`: its row and first column, both from 1 as a mouse reports them.
  func position(of text: String, on screen: TerminalEmulator) -> (column: Int, row: Int)? {
    for row in 0..<screen.rows {
      let line = screen.line(row)
      if let range = line.range(of: text) {
        return (DisplayWidth.of(line[..<range.lowerBound]) + 1, row + 1)
      }
    }
    return nil
  }

  /// Plays what the driver wrote since the last time onto `screen`.
  func feed(_ output: Output, to screen: inout TerminalEmulator) {
    screen.feed(output.bytes)
    output.bytes = ""
  }

  func click(_ driver: TerminalDriver, at position: (column: Int, row: Int)) {
    #expect(driver.handle(key: .mouse(MouseEvent(.press, column: position.column, row: position.row))))
    #expect(driver.handle(key: .mouse(MouseEvent(.release, column: position.column, row: position.row))))
    // The boxes the views read are not observed.
    driver.renderer.invalidate()
    driver.redraw()
  }

  @Test func clicksReachTheBoxsControlsAndNothingOutsideIt() throws {
    let selected = Box<Row?>(nil)
    let presses = Box<[String]>([])
    let output = Output()
    let driver = driver(Library(selected: selected, presses: presses), output: output)
    var screen = TerminalEmulator(columns: 40, rows: 12)
    feed(output, to: &screen)
    click(driver, at: try #require(position(of: "Book 3", on: screen)))
    #expect(presses.value == ["Book 3"])
    feed(output, to: &screen)
    #expect(
      screen.text == """
        [1] Book 1
        [2] Book 2
        [3] Book 3
        [4] Bo╭─ Book 3 ─ [9] Dismiss ◂ ─╮
        [5] Bo│ Lines about Book 3       │
        [6] Bo│ [10] Like                │
        [7] Bo╰──────────────────────────╯
        [8] Book 8



        Tab/↑↓ move · Enter/Space press · q quit
        """)
    // Book 8 shows beneath the box, and Book 5 beside it: neither answers.
    click(driver, at: try #require(position(of: "Book 8", on: screen)))
    click(driver, at: try #require(position(of: "[5] Bo", on: screen)))
    #expect(presses.value == ["Book 3"])
    // Like is where the box draws it.
    click(driver, at: try #require(position(of: "Like", on: screen)))
    #expect(presses.value == ["Book 3", "Like"])
    #expect(driver.renderer.focusedControl?.label == "Like")
    // Dismiss, in the box's top edge, closes it.
    click(driver, at: try #require(position(of: "Dismiss", on: screen)))
    #expect(selected.value == nil)
  }

  @Test func aTallBoxScrollsAndTheStatusRowSaysWhere() throws {
    struct Tall: View {
      var body: some View {
        Text("base").sheet(isPresented: .constant(true)) {
          ForEach((1...30).map { Row(id: $0, title: "Line \($0)") }) { row in Text(row.title) }
        }
      }
    }
    let output = Output()
    let driver = TerminalDriver(
      renderer: ViewRenderer(Tall()),
      configuration: TerminalConfiguration(
        redrawsInPlace: true, allowsStyling: false, width: 40, readsKeys: true, height: 12),
      output: { output.bytes += $0 })
    driver.start()
    var screen = TerminalEmulator(columns: 40, rows: 12)
    feed(output, to: &screen)
    // Ten rows for the frame, the box's edges two of them: eight for its content.
    #expect(screen.line(10) == "↓ lines 1–8 of 30")
    #expect(screen.line(1) == "          │ Line 1           │")
    #expect(screen.line(9) == "          ╰─ ↓ 1–8 of 30 ────╯")
    #expect(driver.handle(key: .pageDown))
    driver.redraw()
    feed(output, to: &screen)
    #expect(screen.line(10) == "↑↓ lines 8–15 of 30")
    // The box keeps its width as it scrolls.
    #expect(screen.line(1) == "          │ Line 8           │")
  }

  @Test func theFrameBeneathIsWrittenFaint() {
    let output = Output()
    _ = driver(
      Library(selected: Box(Row(id: 2, title: "Book 2")), presses: Box([])), output: output, styled: true)
    #expect(output.bytes.contains("\u{1B}[2m Book 1\u{1B}[0m"))
    #expect(output.bytes.contains("│ Lines about Book 2"))
  }
}
