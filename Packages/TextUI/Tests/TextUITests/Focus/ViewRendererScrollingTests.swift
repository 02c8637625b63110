import Observation
import Testing
import TextUITesting

@testable import TextUI

/// A catalog of numbered books with a search field above it, observed by the views that read it.
@MainActor
@Observable
final class Shelf {
  var query = ""
  var books: [Row]
  var pressed: Int?

  init(count: Int) {
    books = (0..<count).map { Row(id: $0, title: "Book \($0)") }
  }
}

/// One book: a composite view, so the statistics count its body when it is evaluated.
struct BookRow: View {
  let book: Row
  let press: @MainActor () -> Void

  var body: some View {
    Button(book.title, action: press)
  }
}

struct ShelfView: View {
  let shelf: Shelf

  var body: some View {
    VStack {
      TextField("Search", text: Binding(get: { shelf.query }, set: { shelf.query = $0 }))
      List(shelf.books) { book in
        BookRow(book: book) { shelf.pressed = book.id }
      }
    }
  }
}

@MainActor
@Suite struct ViewRendererScrollingTests {
  func renderer(_ shelf: Shelf, height: Int?) -> ViewRenderer {
    let renderer = ViewRenderer(ShelfView(shelf: shelf))
    renderer.viewportHeight = height
    renderer.render()
    return renderer
  }

  func rowBodies(_ renderer: ViewRenderer) -> Int {
    renderer.lastRenderStatistics.evaluatedViews.filter { $0 == "BookRow" }.count
  }

  @Test func aViewportLaysOutAndEvaluatesOnlyTheRowsInSight() {
    let shelf = Shelf(count: 10_000)
    let renderer = renderer(shelf, height: 10)
    #expect(rowBodies(renderer) == 9)  // the field takes the first line
    #expect(renderer.frame.lines.count == 10)
    #expect(renderer.frame.lineCount == 10_001)
    #expect(renderer.frame.controls.count == 10)
    #expect(renderer.frame.text().hasPrefix("[1] Search: []\n[2] Book 0\n"))
    // A change above the list evaluates the list's view again, and with it the rows in sight
    // (a row holding a closure cannot be compared), never the other 9,991.
    shelf.query = "x"
    renderer.render()
    #expect(rowBodies(renderer) == 9)
    #expect(renderer.frame.text().hasPrefix("[1] Search: [x]\n"))
  }

  @Test func withoutAViewportEveryRowIsLaidOut() {
    let shelf = Shelf(count: 300)
    let renderer = renderer(shelf, height: nil)
    #expect(rowBodies(renderer) == 300)
    #expect(renderer.frame.lines.count == 301)
    #expect(renderer.frame.lineCount == 301)
  }

  @Test func scrollingLaysOutTheRowsThatComeIntoSightAndForgetsTheOthers() {
    let shelf = Shelf(count: 1_000)
    let renderer = renderer(shelf, height: 10)
    #expect(renderer.scroll(by: 500) == .performed)
    renderer.render()
    #expect(renderer.scrollOffset == 500)
    #expect(renderer.frame.firstLine == 500)
    #expect(renderer.frame.lines.first?.plainText.hasSuffix("Book 499") == true)
    #expect(renderer.frame.lines.count == 10)
    // Past the end it stops at the last screenful; at the end it does nothing.
    #expect(renderer.scroll(by: 10_000) == .performed)
    #expect(renderer.scrollOffset == 991)
    #expect(renderer.frame.lines.last?.plainText.hasSuffix("Book 999") == true)
    #expect(renderer.scroll(by: 1) == .ignored)
    #expect(renderer.scroll(by: -5_000) == .performed)
    #expect(renderer.scrollOffset == 0)
    // Only what is on screen stays numbered and remembered.
    #expect(renderer.frame.controls.count == 10)
  }

  @Test func theViewportFollowsTheFocusDownTheListAndWrapsAround() {
    let shelf = Shelf(count: 50)
    let renderer = renderer(shelf, height: 5)
    for _ in 0..<8 { #expect(renderer.perform(.tab) == .performed) }
    renderer.render()
    // The field, then Book 0...Book 6: the focus is on Book 6, on the last line in sight.
    #expect(renderer.focusedControl?.label == "Book 6")
    #expect(renderer.scrollOffset == 3)
    #expect(renderer.frame.lines.last?.plainText.hasSuffix("Book 6") == true)
    // Back up past the top of the viewport.
    for _ in 0..<6 { #expect(renderer.perform(.backTab) == .performed) }
    #expect(renderer.focusedControl?.label == "Book 0")
    #expect(renderer.scrollOffset == 1)
    // Every control is reached in order, all the way round.
    var labels: [String] = []
    for _ in 0..<51 {
      #expect(renderer.perform(.tab) == .performed)
      labels.append(renderer.focusedControl?.label ?? "none")
    }
    #expect(labels.first == "Book 1")
    #expect(labels[48] == "Book 49")
    #expect(labels[49] == "Search")
    #expect(labels[50] == "Book 0")
    #expect(renderer.scrollOffset == 0)
    // Shift-Tab from the top wraps to the last book, at the bottom of the frame.
    #expect(renderer.perform(.backTab) == .performed)
    #expect(renderer.perform(.backTab) == .performed)
    #expect(renderer.focusedControl?.label == "Book 49")
    #expect(renderer.scrollOffset == 46)
  }

  @Test func pageDownAndPageUpScrollAPageAndKeepTheFocusInSight() {
    let shelf = Shelf(count: 100)
    let renderer = renderer(shelf, height: 10)
    #expect(renderer.perform(.tab) == .performed)
    #expect(renderer.perform(.pageDown) == .performed)
    #expect(renderer.scrollOffset == 9)
    #expect(renderer.focusedControl?.label == "Book 8")
    #expect(renderer.perform(.pageDown) == .performed)
    #expect(renderer.scrollOffset == 18)
    #expect(renderer.focusedControl?.label == "Book 17")
    #expect(renderer.perform(.pageUp) == .performed)
    #expect(renderer.scrollOffset == 9)
    #expect(renderer.focusedControl?.label == "Book 17")
    #expect(renderer.perform(.pageUp) == .performed)
    #expect(renderer.focusedControl?.label == "Book 8")
    #expect(renderer.perform(.pageUp) == .ignored)
    // Enter presses the focused book, wherever the list was scrolled.
    #expect(renderer.perform(.pageDown) == .performed)
    #expect(renderer.perform(.pageDown) == .performed)
    #expect(renderer.perform(.enter) == .performed)
    #expect(shelf.pressed == 17)
  }

  @Test func aClickFocusesAndPressesTheControlAndAFieldIsOnlyFocused() {
    let shelf = Shelf(count: 20)
    let renderer = renderer(shelf, height: 5)
    renderer.scroll(by: 10)
    renderer.render()
    let handle = renderer.frame.controls.first { $0.label == "Book 12" }?.handle
    #expect(handle != nil)
    #expect(renderer.click(handle ?? 0) == .performed)
    #expect(shelf.pressed == 12)
    #expect(renderer.focusedControl?.label == "Book 12")
    #expect(renderer.scroll(by: -10) == .performed)
    // The focused book scrolled away: the focus came along to the last control in sight.
    #expect(renderer.focusedControl?.label == "Book 3")
    #expect(renderer.click(1) == .performed)
    #expect(renderer.isEditingField)
    #expect(shelf.query.isEmpty)
  }

  @Test func removingRowsBringsTheViewportBackWithinTheFrame() {
    let shelf = Shelf(count: 100)
    let renderer = renderer(shelf, height: 10)
    renderer.scroll(by: 80)
    shelf.books.removeLast(90)
    renderer.render()
    #expect(renderer.scrollOffset == 1)
    #expect(renderer.frame.lines.count == 10)
    #expect(renderer.frame.lines.last?.plainText.hasSuffix("Book 9") == true)
  }

  @Test func rowsOfOtherHeightsAreLaidOutWhole() {
    let box = Box((0..<100).map { Row(id: $0, title: $0 % 2 == 0 ? "Even \($0)" : "Odd \($0)\nsecond line") })
    let renderer = ViewRenderer(List(box.value) { row in Text(row.title) })
    renderer.viewportHeight = 6
    renderer.scroll(by: 0)
    renderer.render()
    #expect(
      renderer.frame.lines.map(\.plainText) == [
        "Even 0", "Odd 1", "second line", "Even 2", "Odd 3", "second line",
      ])
    renderer.scroll(by: 30)
    renderer.render()
    // Rows out of sight are estimated; whatever is drawn is whole rows in order.
    let drawn = renderer.frame.lines.map(\.plainText)
    #expect(drawn.count == 6)
    #expect(drawn.contains { $0.hasPrefix("Even") })
  }
}

@MainActor
@Suite struct TerminalDriverViewportTests {
  final class Output {
    var bytes = ""
  }

  func driver(_ shelf: Shelf, output: Output, rows: Int = 12, columns: Int = 40) -> TerminalDriver {
    let driver = TerminalDriver(
      renderer: ViewRenderer(ShelfView(shelf: shelf)),
      configuration: TerminalConfiguration(
        redrawsInPlace: true, allowsStyling: false, width: columns, readsKeys: true, height: rows),
      output: { output.bytes += $0 })
    driver.start()
    return driver
  }

  /// The rows a redraw rewrote, by their position sequences.
  func rewrittenRows(_ bytes: String) -> Int {
    bytes.matches(of: /\x1B\[\d+;1H\x1B\[2K/).count
  }

  @Test func aOneFieldChangeRewritesOneRowOnly() {
    for count in [10, 10_000] {
      let shelf = Shelf(count: count)
      let output = Output()
      let driver = driver(shelf, output: output)
      #expect(driver.handle(key: .tab))
      driver.start()
      output.bytes = ""
      #expect(driver.handle(key: .character("z")))
      driver.start()
      #expect(rewrittenRows(output.bytes) == 1)
      #expect(output.bytes.utf8.count <= 2 * 40)
      #expect(output.bytes.contains("[1] Search: [z|] ◂"))
      // Nothing changed: nothing written.
      output.bytes = ""
      driver.start()
      #expect(output.bytes.isEmpty)
    }
  }

  @Test func theScreenShowsAViewportAStatusRowAndTheFooter() {
    let shelf = Shelf(count: 100)
    let output = Output()
    let driver = driver(shelf, output: output)
    var screen = TerminalEmulator(columns: 40, rows: 12)
    screen.feed(output.bytes)
    #expect(screen.line(0) == "[1] Search: []")
    #expect(screen.line(9) == "[10] Book 8")
    #expect(screen.line(10) == "↓ lines 1–10 of 101")
    #expect(screen.line(11).hasSuffix("q quit"))
    // The wheel scrolls three lines; only the rows whose text changed are written.
    #expect(driver.handle(key: .mouse(MouseEvent(.wheelDown, column: 1, row: 1))))
    driver.start()
    screen.feed(output.bytes)
    #expect(screen.line(0).hasSuffix("Book 2"))
    #expect(screen.line(10) == "↑↓ lines 4–13 of 101")
  }

  @Test func aClickOnARowPressesItsBook() {
    let shelf = Shelf(count: 100)
    let output = Output()
    let driver = driver(shelf, output: output)
    #expect(driver.handle(key: .mouse(MouseEvent(.wheelDown, column: 1, row: 1))))
    driver.start()
    // Row 3 shows Book 4 now; a click past the end of its text hits nothing.
    #expect(driver.handle(key: .mouse(MouseEvent(.press, column: 30, row: 3))))
    #expect(shelf.pressed == nil)
    #expect(driver.handle(key: .mouse(MouseEvent(.press, column: 3, row: 3))))
    #expect(driver.handle(key: .mouse(MouseEvent(.release, column: 3, row: 3))))
    #expect(shelf.pressed == 4)
    #expect(driver.renderer.focusedControl?.label == "Book 4")
  }
}

@MainActor
@Suite struct ViewportSheetTests {
  @Test func closingASheetGoesBackToWhereTheListWasAndToItsFocus() {
    let shelf = Shelf(count: 200)
    let isShowing = Box(false)
    let renderer = ViewRenderer(
      ShelfView(shelf: shelf).sheet(isPresented: isShowing.binding) { Text("Details") })
    renderer.viewportHeight = 8
    renderer.render()
    renderer.scroll(by: 50)
    #expect(renderer.perform(.tab) == .performed)
    renderer.render()
    #expect(renderer.focusedControl?.label == "Book 49")
    isShowing.value = true
    renderer.invalidate()
    renderer.render()
    #expect(renderer.focusedControl?.label == "Dismiss")
    #expect(renderer.scrollOffset > 190)
    #expect(renderer.perform(.escape) == .performed)
    renderer.invalidate()
    renderer.render()
    #expect(renderer.scrollOffset == 50)
    #expect(renderer.focusedControl?.label == "Book 49")
  }

  @Test func aSheetOpeningBelowALongListIsShownFromItsTop() {
    let shelf = Shelf(count: 200)
    let isShowing = Box(false)
    let renderer = ViewRenderer(
      ShelfView(shelf: shelf).sheet(isPresented: isShowing.binding) {
        Text("Details")
        Text("More")
      })
    renderer.viewportHeight = 8
    renderer.render()
    #expect(renderer.perform(.tab) == .performed)
    isShowing.value = true
    renderer.invalidate()
    renderer.render()
    let text = renderer.frame.text()
    #expect(text.contains("Dismiss"))
    #expect(text.contains("Details"))
    #expect(text.contains("More"))
    #expect(renderer.focusedControl?.label == "Dismiss")
    // Closing it gives the focus back to the list, in sight again.
    #expect(renderer.perform(.escape) == .performed)
    #expect(!isShowing.value)
    renderer.invalidate()  // the box is not observed
    renderer.render()
    #expect(renderer.focusedControl?.label == "Search")
    #expect(renderer.scrollOffset == 0)
  }
}
