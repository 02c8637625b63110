import Testing
import TextUITesting

@testable import TextUI

/// `ScrollView`: a window of its content where it has a height, scrolled by keys, the wheel and
/// the focus; as tall as its content where it has none; lazy either way.
@MainActor
@Suite struct ScrollViewTests {
  /// One row: a composite view, so the statistics count its body when it is evaluated.
  struct NumberRow: View {
    let number: Int
    var body: some View { Text("Line \(number)") }
  }

  struct Numbered: View {
    let count: Int
    var height = 4
    var showsIndicators = true

    var body: some View {
      ScrollView(showsIndicators: showsIndicators) {
        ForEach(0..<count) { NumberRow(number: $0) }
      }
      .frame(height: height)
    }
  }

  struct Buttons: View {
    let pressed: Box<Int?>

    var body: some View {
      VStack {
        Text("Header")
        ScrollView {
          ForEach(0..<10) { index in
            Button("B\(index)") { pressed.value = index }
          }
        }
        Button("After") { pressed.value = -1 }
      }
      .frame(height: 6)
    }
  }

  func renderer<V: View>(_ view: V, width: Int = 20) -> ViewRenderer {
    let renderer = ViewRenderer(view)
    renderer.width = width
    renderer.render()
    return renderer
  }

  func rowBodies(_ renderer: ViewRenderer) -> Int {
    renderer.lastRenderStatistics.evaluatedViews.filter { $0 == "NumberRow" }.count
  }

  @Test func aHeightShowsAWindowOfTheContentAndAnIndicator() {
    let renderer = renderer(Numbered(count: 10))
    #expect(
      renderer.frame.text(width: 20) == """
        Line 0             █
        Line 1             │
        Line 2             │
        Line 3             │
        """)
  }

  @Test func aMaximumHeightBoundsItAndTheKeyHintsOfferToScroll() {
    let renderer = renderer(ScrollView { ForEach(0..<10) { NumberRow(number: $0) } }.frame(maxHeight: 3))
    #expect(
      renderer.frame.text(width: 20) == "Line 0             █\nLine 1             │\nLine 2             │")
    #expect(renderer.keyHints.contains("PgUp/PgDn scroll"))
    let fits = self.renderer(ScrollView { ForEach(0..<2) { NumberRow(number: $0) } }.frame(maxHeight: 3))
    #expect(!fits.keyHints.contains("PgUp/PgDn scroll"))
  }

  @Test func pageDownAndPageUpScrollIt() {
    let renderer = renderer(Numbered(count: 10))
    #expect(renderer.perform(Key.pageDown) == .performed)
    #expect(
      renderer.render().text(width: 20) == """
        Line 3             │
        Line 4             █
        Line 5             │
        Line 6             │
        """)
    #expect(renderer.perform(Key.pageDown) == .performed)
    // At the end: the last line of the content is the last line shown.
    #expect(
      renderer.render().text(width: 20) == """
        Line 6             │
        Line 7             │
        Line 8             │
        Line 9             █
        """)
    #expect(renderer.perform(Key.pageDown) == .ignored)
    #expect(renderer.perform(Key.pageUp) == .performed)
    #expect(renderer.render().text(width: 20).hasPrefix("Line 3 "))
  }

  @Test func withoutIndicatorsTheContentTakesEveryColumn() {
    let renderer = renderer(Numbered(count: 10, showsIndicators: false), width: 6)
    #expect(renderer.frame.text(width: 6) == "Line 0\nLine 1\nLine 2\nLine 3")
  }

  @Test func contentThatFitsShowsNoIndicator() {
    let renderer = renderer(Numbered(count: 2))
    #expect(renderer.frame.text(width: 20) == "Line 0\nLine 1\n\n")
    #expect(renderer.perform(Key.pageDown) == .ignored)
  }

  @Test func withoutAHeightItIsAsTallAsItsContent() {
    let plain = renderer(ScrollView { ForEach(0..<3) { NumberRow(number: $0) } })
    #expect(plain.frame.text(width: 20) == "Line 0\nLine 1\nLine 2")
    let padded = renderer(ScrollView { ForEach(0..<3) { NumberRow(number: $0) } }.padding(.leading, 2))
    #expect(padded.frame.text(width: 20) == "  Line 0\n  Line 1\n  Line 2")
  }

  @Test func tenThousandRowsLayOutOnlyTheRowsInSight() {
    let renderer = renderer(Numbered(count: 10_000))
    // The first render lays out a screen's worth, then, knowing its height, exactly its lines.
    #expect(rowBodies(renderer) <= ScrollViewElement.firstGuess)
    #expect(renderer.cachedRowCount == 4)
    #expect(renderer.frame.text(width: 20).hasPrefix("Line 0 "))
    for _ in 0..<100 { #expect(renderer.perform(Key.pageDown) == .performed) }
    renderer.render()
    #expect(renderer.cachedRowCount == 4)
    #expect(
      renderer.frame.text(width: 20) == """
        Line 300           █
        Line 301           │
        Line 302           │
        Line 303           │
        """)
    renderer.invalidate()
    renderer.render()
    #expect(rowBodies(renderer) == 4)
  }

  @Test func aParentsHeightIsSharedWithTheViewsAroundIt() {
    let renderer = renderer(Buttons(pressed: Box(nil)))
    #expect(
      renderer.frame.text(width: 20) == """
        Header
        [1] B0             █
        [2] B1             │
        [3] B2             │
        [4] B3             │
        [5] After
        """)
  }

  @Test func movingTheFocusPastTheLastLineInSightScrolls() {
    let pressed = Box<Int?>(nil)
    let renderer = renderer(Buttons(pressed: pressed))
    for _ in 0..<6 {
      #expect(renderer.perform(Key.tab) == .performed)
      renderer.render()
    }
    #expect(renderer.focusedControl?.label == "B5")
    #expect(
      renderer.frame.text(width: 20) == """
        Header
        [3] B2             │
        [4] B3             █
        [6] B4             │
        [7] B5             │
        [5] After
        """)
    #expect(renderer.perform(Key.enter) == .performed)
    #expect(pressed.value == 5)
    // Back up past the first line in sight: it scrolls back.
    for _ in 0..<4 {
      #expect(renderer.perform(Key.backTab) == .performed)
      renderer.render()
    }
    #expect(renderer.focusedControl?.label == "B1")
    #expect(renderer.frame.text(width: 20).contains("B1             █"))
  }

  @Test func theFocusLeavesAtTheEndOfTheContent() {
    let renderer = renderer(Buttons(pressed: Box(nil)))
    for _ in 0..<11 {
      #expect(renderer.perform(Key.tab) == .performed)
      renderer.render()
    }
    #expect(renderer.focusedControl?.label == "After")
    #expect(renderer.frame.text(width: 20).contains("B9             █"))
  }

  @Test func pageDownScrollsTheScrollViewHoldingTheFocus() {
    let renderer = renderer(Buttons(pressed: Box(nil)))
    #expect(renderer.perform(Key.tab) == .performed)
    renderer.render()
    #expect(renderer.focusedControl?.label == "B0")
    #expect(renderer.perform(Key.pageDown) == .performed)
    renderer.render()
    // B0 scrolled out of sight: the focus came along to the first button in sight.
    #expect(renderer.focusedControl?.label == "B3")
    #expect(renderer.frame.text(width: 20).contains("B3             │\n"))
  }

  @Test func theWheelOverAScrollViewScrollsIt() {
    let renderer = renderer(Buttons(pressed: Box(nil)))
    let rows = renderer.frame.rows(width: 20, styled: false)
    #expect(rows[0].scrollArea(atColumn: 0) == nil)
    let area = rows[2].scrollArea(atColumn: 10)
    #expect(area != nil)
    #expect(rows[5].scrollArea(atColumn: 0) == nil)
    #expect(renderer.scroll(by: 3, overScrollArea: area) == .performed)
    #expect(renderer.render().text(width: 20).hasPrefix("Header\n[4] B3"))
  }

  @Test func theTerminalsWheelScrollsTheScrollViewUnderThePointer() {
    final class Output { var bytes = "" }
    let output = Output()
    let driver = TerminalDriver(
      renderer: ViewRenderer(Numbered(count: 50)),
      configuration: TerminalConfiguration(
        redrawsInPlace: true, allowsStyling: false, width: 20, readsKeys: true, height: 10),
      output: { output.bytes += $0 })
    driver.start()
    var screen = TerminalEmulator(columns: 20, rows: 10)
    screen.feed(output.bytes)
    #expect(screen.line(0) == "Line 0             █")
    #expect(driver.handle(key: .mouse(MouseEvent(.wheelDown, column: 3, row: 2))))
    driver.start()
    screen.feed(output.bytes)
    // Three lines down in fifty: the thumb has not moved yet.
    #expect(screen.line(0) == "Line 3             █")
    #expect(screen.line(3) == "Line 6             │")
  }

  @Test func aPipedSessionScrollsItByTypedCommands() async {
    final class Output { var text = "" }
    let output = Output()
    let driver = TerminalDriver(
      renderer: ViewRenderer(Numbered(count: 10)),
      configuration: TerminalConfiguration(redrawsInPlace: false, allowsStyling: false, width: 20),
      output: { output.text += $0 })
    let exit = await driver.run(input: .lines(["scroll down 3", "scroll up 9", "scroll up"]))
    #expect(exit == .endOfInput)
    let frames = output.text.components(separatedBy: "\n\n")
    #expect(
      frames[1]
        == "> scroll down 3\nLine 3             │\nLine 4             █\nLine 5             │\nLine 6             │"
    )
    #expect(
      frames[2]
        == "> scroll up 9\nLine 0             █\nLine 1             │\nLine 2             │\nLine 3             │"
    )
    #expect(frames[3] == "> scroll up\nNothing on screen can scroll up: it is all in sight, or at its end.")
  }

  @Test func aScrollCommandNamesTheScrollViewByAControlInIt() {
    let renderer = renderer(Buttons(pressed: Box(nil)))
    #expect(renderer.perform(line: "scroll 1 down 3") == .performed)
    #expect(renderer.render().text(width: 20).hasPrefix("Header\n[4] B3"))
    let after = renderer.frame.controls.first { $0.label == "After" }?.handle ?? 0
    #expect(
      renderer.perform(line: "scroll \(after) down")
        == .rejected("[\(after)] is not in a scroll view: `scroll down` scrolls the first one that can."))
    #expect(renderer.perform(line: "scroll 99 down") == .rejected("There is no control [99] on screen."))
  }

  @Test func scrollingSidewaysShowsLinesUnwrappedFromTheirStart() {
    let sideways = ScrollView(.horizontal) { Text("A line longer than the view") }.frame(width: 10)
    #expect(laidOutText(sideways, width: 20) == "A line lon")
    let down = ScrollView(showsIndicators: false) { Text("A line longer than the view") }.frame(width: 10)
    #expect(laidOutText(down, width: 20) == "A line\nlonger\nthan the\nview")
  }

  @Test func noLineIsWiderThanTheTerminal() {
    let view = ScrollView([.horizontal, .vertical]) {
      Text(String(repeating: "長", count: 3000))
      Text("a\u{0301}\u{7}b").fixedSize()
    }
    .frame(height: 3)
    for width in [0, 1, 4, 4096] {
      let renderer = ViewRenderer(view)
      renderer.width = width
      let limit = TerminalConfiguration.clamp(width: width)
      let text = renderer.render().text(width: width)
      #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= limit }, "at width \(width)")
    }
  }

  /// A button too long for its sideways scroll view, and one after it.
  struct Sideways: View {
    var body: some View {
      ScrollView(.horizontal) { Button("A button with a long title here") {} }.frame(width: 12)
      Button("After") {}
    }
  }

  @Test func arrowKeysScrollAFocusedSidewaysScrollViewThenMoveTheFocusOn() {
    let renderer = ViewRenderer(Sideways())
    renderer.width = 30
    renderer.render()
    #expect(renderer.perform(Key.tab) == .performed)
    #expect(renderer.render().text(width: 30).hasPrefix("[1] A button\n"))
    #expect(renderer.perform(Key.right) == .performed)
    #expect(renderer.render().text(width: 30).hasPrefix("A button wit\n"))
    #expect(renderer.focusedControl?.handle == 1)
    // 35 columns in 12: five more steps reach the end (23 columns in), the next moves the focus.
    for _ in 0..<5 { #expect(renderer.perform(Key.right) == .performed) }
    #expect(renderer.render().text(width: 30).hasPrefix("g title here\n"))
    #expect(renderer.perform(Key.right) == .performed)
    renderer.render()
    #expect(renderer.focusedControl?.label == "After")
    #expect(renderer.frame.text(width: 30).hasPrefix("g title here\n"))
    #expect(renderer.perform(Key.left) == .performed)
    renderer.render()
    #expect(renderer.focusedControl?.handle == 1)
    #expect(renderer.perform(Key.left) == .performed)
    #expect(renderer.render().text(width: 30).hasPrefix(" long title"))
  }

  @Test func theWheelWithShiftScrollsTheSidewaysScrollViewUnderThePointer() {
    final class Output { var bytes = "" }
    let output = Output()
    let driver = TerminalDriver(
      renderer: ViewRenderer(Sideways()),
      configuration: TerminalConfiguration(
        redrawsInPlace: true, allowsStyling: false, width: 30, readsKeys: true, height: 10),
      output: { output.bytes += $0 })
    driver.start()
    var screen = TerminalEmulator(columns: 30, rows: 10)
    screen.feed(output.bytes)
    #expect(screen.line(0) == "[1] A button")
    // Shift held (4) with the wheel turned towards the user (65): to the right.
    let shifted = MouseEvent(button: 65 | 4, column: 3, row: 1, isRelease: false)
    #expect(shifted?.kind == .wheelRight)
    #expect(driver.handle(key: .mouse(shifted ?? MouseEvent(.press, column: 1, row: 1))))
    driver.start()
    screen.feed(output.bytes)
    #expect(screen.line(0) == "A button wit")
    // Over the line below, which scrolls nothing sideways, nothing moves.
    #expect(driver.handle(key: .mouse(MouseEvent(.wheelLeft, column: 3, row: 2))))
    driver.start()
    screen.feed(output.bytes)
    #expect(screen.line(0) == "A button wit")
    #expect(MouseEvent(button: 66, column: 1, row: 1, isRelease: false)?.kind == .wheelLeft)
    #expect(MouseEvent(button: 64 | 4, column: 1, row: 1, isRelease: false)?.kind == .wheelLeft)
    #expect(MouseEvent(button: 64, column: 1, row: 1, isRelease: false)?.kind == .wheelUp)
  }
}
