import Testing

@testable import TextUI

/// Sheets, alerts and dialogs drawn as boxes over the screen (`overlaysModals`): centred, titled,
/// stacked, scrolling inside, the screen beneath faint and out of reach.
@MainActor
@Suite struct ModalCompositorTests {
  /// A shelf of `count` books, each a button, with a titled sheet of `lines` lines over it while
  /// `isShowing` says so.
  struct Shelf: View {
    let count: Int
    let isShowing: Box<Bool>
    let lines: Int

    var body: some View {
      VStack {
        Text("Shelf").bold()
        ForEach((1...count).map { Row(id: $0, title: "Book \($0)") }) { row in
          Button(row.title) { isShowing.value = true }
        }
      }
      .sheet(isPresented: isShowing.binding) {
        VStack {
          ForEach((1...lines).map { Row(id: $0, title: "Line \($0)") }) { row in Text(row.title) }
          Button("Close") { isShowing.value = false }
        }
        .navigationTitle("Details")
      }
    }
  }

  func renderer(
    books: Int = 6, lines: Int = 1, showing: Bool = true, width: Int = 40, height: Int = 9
  ) -> (ViewRenderer, Box<Bool>) {
    let isShowing = Box(showing)
    let renderer = ViewRenderer(Shelf(count: books, isShowing: isShowing, lines: lines))
    renderer.width = width
    renderer.viewportHeight = height
    renderer.overlaysModals = true
    renderer.render()
    return (renderer, isShowing)
  }

  @Test func aSheetIsACentredTitledBoxOverTheFrame() {
    let (renderer, _) = renderer()
    #expect(
      renderer.frame.text(width: 40) == """
        Shelf
        [1] Book 1
        [2] Bo╭─ Details ─ [7] Dismiss ─╮
        [3] Bo│ Line 1                  │
        [4] Bo│ [8] Close               │
        [5] Bo╰─────────────────────────╯
        [6] Book 6
        """)
    #expect(renderer.frame.hasSheet)
    #expect(renderer.frame.lineCount == 2)
  }

  @Test func theFrameBeneathIsFaintAndTheBoxIsNot() {
    let (renderer, _) = renderer()
    let rows = renderer.frame.text(width: 40, styled: true).split(separator: "\n").map(String.init)
    // Bold gives way to faint: the two are one intensity in most terminals.
    #expect(rows[0] == "\u{1B}[2mShelf\u{1B}[0m")
    #expect(rows[1] == "\u{1B}[2;36m[1]\u{1B}[0m\u{1B}[2m Book 1\u{1B}[0m")
    #expect(rows[3] == "\u{1B}[2;36m[3]\u{1B}[0m\u{1B}[2m Bo\u{1B}[0m│ Line 1                  │")
    #expect(rows[4].hasSuffix("│ \u{1B}[36m[8]\u{1B}[0m Close               │"))
  }

  /// Presses `key` and renders, as the terminal driver does.
  func press(_ key: Key, in renderer: ViewRenderer) {
    #expect(renderer.perform(key) == .performed)
    renderer.render()
  }

  @Test func onlyTheBoxCanBeReached() {
    let (renderer, isShowing) = renderer()
    #expect(
      renderer.perform(line: "2")
        == .rejected("[2] is behind the open sheet: dismiss the sheet first (`dismiss`)."))
    #expect(renderer.click(2) == .ignored)
    press(.tab, in: renderer)
    #expect(renderer.focusedControl?.label == "Dismiss")
    press(.tab, in: renderer)
    #expect(renderer.focusedControl?.label == "Close")
    press(.tab, in: renderer)
    #expect(renderer.focusedControl?.label == "Dismiss")
    #expect(renderer.perform(.escape) == .performed)
    #expect(!isShowing.value)
  }

  @Test func aTallSheetScrollsInsideItsBoxAndTheFrameBeneathStays() {
    let (renderer, _) = renderer(books: 30, lines: 20, height: 12)
    let opened = renderer.frame.text(width: 40)
    #expect(
      opened == """
        Shelf
        [1] Bo╭─ Details ─ [12] Dismiss ─╮
        [2] Bo│ Line 1                   │
        [3] Bo│ Line 2                   │
        [4] Bo│ Line 3                   │
        [5] Bo│ Line 4                   │
        [6] Bo│ Line 5                   │
        [7] Bo│ Line 6                   │
        [8] Bo│ Line 7                   │
        [9] Bo│ Line 8                   │
        [10] B╰─ ↓ 1–8 of 21 ────────────╯
        [11] Book 11
        """)
    #expect(renderer.keyHints.contains("PgUp/PgDn scroll"))
    press(.pageDown, in: renderer)
    let scrolled = renderer.frame.text(width: 40).split(separator: "\n")
    #expect(scrolled[2] == "[2] Bo│ Line 8                   │")
    #expect(scrolled[10] == "[10] B╰─ ↑↓ 8–15 of 21 ──────────╯")
    // The focus pulls the box's content along: from Dismiss, in the top edge and always in
    // sight, Shift-Tab wraps round to Close, the content's last line.
    press(.backTab, in: renderer)
    #expect(renderer.focusedControl?.label == "Dismiss")
    press(.backTab, in: renderer)
    #expect(renderer.focusedControl?.label == "Close")
    let atEnd = renderer.frame.text(width: 40).split(separator: "\n")
    #expect(atEnd[9] == "[9] Bo│ [13] Close               │")
    #expect(atEnd[10] == "[10] B╰─ ↑ 14–21 of 21 ──────────╯")
    #expect(atEnd[0] == "Shelf")
  }

  @Test func closingTheBoxFindsTheFrameWhereItWas() {
    let (renderer, isShowing) = renderer(books: 200, showing: false, height: 8)
    renderer.scroll(by: 50)
    press(.tab, in: renderer)
    let focused = renderer.focusedControl?.label
    let before = renderer.frame.text(width: 40)
    isShowing.value = true
    renderer.invalidate()
    renderer.render()
    #expect(renderer.focusedControl?.label == "Dismiss")
    // The frame beneath stays where it was scrolled to, not at the top, not at the sheet.
    let rows = renderer.frame.text(width: 40).split(separator: "\n")
    #expect(rows.first == before.split(separator: "\n").first)
    #expect(renderer.perform(.escape) == .performed)
    renderer.invalidate()
    renderer.render()
    #expect(renderer.scrollOffset == 50)
    #expect(renderer.focusedControl?.label == focused)
    #expect(renderer.frame.text(width: 40) == before)
  }

  struct Stacked: View {
    let depth: Box<Int>

    var body: some View {
      Text("base")
        .sheet(isPresented: Binding(get: { depth.value >= 1 }, set: { if !$0 { depth.value = 0 } })) {
          Text("first sheet, the wider one")
            .sheet(isPresented: Binding(get: { depth.value >= 2 }, set: { if !$0 { depth.value = 1 } })) {
              Text("second")
            }
        }
    }
  }

  @Test func aSheetFromASheetIsABoxOverItLowerAndToTheRight() {
    let depth = Box(2)
    let renderer = ViewRenderer(Stacked(depth: depth))
    renderer.width = 40
    renderer.viewportHeight = 8
    renderer.overlaysModals = true
    renderer.render()
    #expect(
      renderer.frame.text(width: 40) == """
        base

             ╭────────────── [1] Dismiss ─╮
             │ first ╭─ [2] Dismiss ─╮one │
             ╰───────│ second        │────╯
                     ╰───────────────╯
        """)
    // The box beneath is faint and out of reach too.
    let styled = renderer.frame.text(width: 40, styled: true).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(styled[2].hasPrefix("     \u{1B}[2m╭──"))
    #expect(styled[3].contains("\u{1B}[2mfirst \u{1B}[0m╭─ \u{1B}[36m[2]"))
    #expect(renderer.frame.controls.filter(\.isReachable).map(\.handle) == [2])
    #expect(renderer.perform(.escape) == .performed)
    #expect(depth.value == 1)
  }

  @Test func aCoverStillCoversTheScreenAndASheetOverItIsABox() {
    let view = Text("base")
      .fullScreenCover(isPresented: .constant(true)) {
        Text("cover")
          .sheet(isPresented: .constant(true)) { Text("over the cover") }
      }
    let renderer = ViewRenderer(view)
    renderer.width = 30
    renderer.viewportHeight = 7
    renderer.overlaysModals = true
    #expect(
      renderer.render().text(width: 30) == """
        ┌─ [1] Dismiss
        │ cover
        └─    ╭── [2] Dismiss ─╮
              │ over the cover │
              ╰────────────────╯
        """)
  }

  @Test func aCoverAloneIsDrawnAsBelowTheFrame() {
    let view = Text("base").fullScreenCover(isPresented: .constant(true)) { Text("cover") }
    let renderer = ViewRenderer(view)
    renderer.viewportHeight = 5
    renderer.overlaysModals = true
    #expect(renderer.render().text() == "┌─ [1] Dismiss\n│ cover\n└─")
  }

  @Test func withoutAViewportSheetsStayBelowTheFrame() {
    let isShowing = Box(true)
    let renderer = ViewRenderer(Shelf(count: 2, isShowing: isShowing, lines: 1))
    renderer.overlaysModals = true
    #expect(
      renderer.render().text() == """
        Shelf
        [1] Book 1
        [2] Book 2

        ┌─ [3] Dismiss
        │ Details
        │ Line 1
        │ [4] Close
        └─
        """)
  }

  @Test func wideCharactersAtTheBoxsEdgesStayWhole() {
    let view = Text(String(repeating: "漢", count: 30))
      .sheet(isPresented: .constant(true)) { Text("字字字").navigationTitle("題名") }
    let renderer = ViewRenderer(view)
    renderer.width = 31
    renderer.viewportHeight = 5
    renderer.overlaysModals = true
    let rows = renderer.render().text(width: 31).split(separator: "\n")
    for row in rows { #expect(DisplayWidth.of(row) <= 31) }
    #expect(rows.contains { $0.contains("│ 字字字") })
    #expect(rows.contains { $0.contains("─ 題名 ─") })
  }

  @Test func noScreenFromOneCellToTheWidestCrashesOrOverflows() {
    for width in [1, 2, 3, 5, 12, 40, 4_096] {
      for height in [1, 2, 3, 5, 24, 500] {
        let (renderer, _) = renderer(books: 3, lines: 30, width: width, height: height)
        let text = renderer.frame.text(width: width)
        for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
          #expect(DisplayWidth.of(row) <= width, "\(width)×\(height): \(row)")
        }
        #expect(renderer.frame.lines.count <= height)
        #expect(renderer.perform(.pageDown) != .quit)
        #expect(renderer.perform(.tab) == .performed)
      }
    }
  }
}
