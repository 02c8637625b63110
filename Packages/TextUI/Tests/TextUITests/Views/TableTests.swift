import Foundation
import Testing
import TextUITesting

@testable import TextUI

@MainActor
@Suite struct TableTests {
  struct Book: Identifiable, Hashable, Sendable {
    var id: Int
    var title: String
    var year: Int
  }

  static let books = [
    Book(id: 1, title: "Dune", year: 1965),
    Book(id: 2, title: "Neuromancer", year: 1984),
    Book(id: 3, title: "Foundation", year: 1951),
  ]

  /// A table of `books` selecting into `selection` and sorted by `order`.
  static func table(
    _ books: [Book] = books, selection: Box<Int?>, order: Box<[KeyPathComparator<Book>]>
  ) -> some View {
    Table(books, selection: selection.binding, sortOrder: order.binding) {
      TableColumn("Title", value: \.title)
      TableColumn("Year", value: \.year) { Text("\($0.year)") }
    }
  }

  @Test func drawsAHeaderARuleAndAlignedColumns() {
    let view = Table(Self.books) {
      TableColumn("Title", value: \Book.title)
      TableColumn("Year") { Text("\($0.year)") }
    }
    assertInlineSnapshot(of: view, width: 30) {
      """
      Title        Year
      ──────────────────────────────
      Dune         1965
      Neuromancer  1984
      Foundation   1951
      """
    }
  }

  @Test func selectableRowsHaveHandlesAlignedAndTheSelectedOneIsMarked() {
    let view = Self.table(selection: Box(2), order: Box([]))
    assertInlineSnapshot(of: view, width: 30) {
      """
             Title        Year
      ──────────────────────────────
       [3]   Dune         1965
       [4] › Neuromancer  1984
       [5]   Foundation   1951
      """
    }
  }

  @Test func pressingARowSelectsItsId() {
    let selection = Box<Int?>(nil)
    let renderer = ViewRenderer(Self.table(selection: selection, order: Box([])))
    renderer.render()
    #expect(renderer.perform(line: "5") == .performed)
    #expect(selection.value == 3)
    // A row's label is its first cell.
    #expect(renderer.perform(line: "press dune") == .performed)
    #expect(selection.value == 1)
  }

  @Test func arrowKeysMoveRowByRowAndEnterSelects() {
    let selection = Box<Int?>(nil)
    let renderer = ViewRenderer(Self.table(selection: selection, order: Box([])))
    renderer.render()
    // The two titles come first in reading order, then the rows.
    for _ in 0..<4 { _ = renderer.perform(Key.down) }
    renderer.render()
    #expect(renderer.focusedControl?.label == "Neuromancer")
    #expect(renderer.perform(Key.enter) == .performed)
    #expect(selection.value == 2)
    _ = renderer.perform(Key.down)
    renderer.render()
    _ = renderer.perform(Key.character(" "))
    #expect(selection.value == 3)
    _ = renderer.perform(Key.up)
    _ = renderer.perform(Key.up)
    renderer.render()
    _ = renderer.perform(Key.enter)
    #expect(selection.value == 1)
  }

  @Test func aClickSelectsTheRowClicked() {
    let selection = Box<Int?>(nil)
    let renderer = ViewRenderer(Self.table(selection: selection, order: Box([])))
    renderer.render()
    #expect(renderer.click(4) == .performed)
    #expect(selection.value == 2)
    #expect(renderer.focusedControl?.handle == 4)
  }

  @Test func pressingATitleSortsByItsColumnAndPressingAgainReverses() {
    let order = Box<[KeyPathComparator<Book>]>([])
    let renderer = ViewRenderer(Self.table(selection: Box(nil), order: order))
    renderer.width = 30
    renderer.render()
    // The titles are controls drawn without their numbers: 1 is Title, 2 is Year. A row keeps
    // its number when the rows move: numbers belong to ids.
    #expect(renderer.click(2) == .performed)
    #expect(order.value == [KeyPathComparator(\Book.year)])
    renderer.invalidate()
    #expect(
      renderer.render().text(width: 30) == """
               Title        Year ▲
        ──────────────────────────────
         [5]   Foundation   1951
         [3]   Dune         1965
         [4]   Neuromancer  1984
        """)
    #expect(renderer.perform(line: "press Year") == .performed)
    #expect(order.value == [KeyPathComparator(\Book.year, order: .reverse)])
    renderer.invalidate()
    #expect(renderer.render().text(width: 30).contains("Year ▼"))
    #expect(renderedTitles(renderer) == ["Neuromancer", "Dune", "Foundation"])
    // Another column goes first; the previous one stays as the tie-breaker.
    _ = renderer.click(1)
    #expect(order.value == [KeyPathComparator(\Book.title), KeyPathComparator(\Book.year, order: .reverse)])
    renderer.invalidate()
    renderer.render()
    #expect(renderedTitles(renderer) == ["Dune", "Foundation", "Neuromancer"])
  }

  @Test func laterComparatorsBreakTiesAndOnesOfNoColumnSortThemselves() {
    let books = [
      Book(id: 1, title: "B", year: 2000), Book(id: 2, title: "A", year: 2000),
      Book(id: 3, title: "C", year: 1990),
    ]
    let byYearThenTitle = Box([
      KeyPathComparator(\Book.year, order: .reverse), KeyPathComparator(\Book.title),
    ])
    let renderer = ViewRenderer(Self.table(books, selection: Box(nil), order: byYearThenTitle))
    renderer.render()
    #expect(renderedTitles(renderer) == ["A", "B", "C"])
    // `id` is shown by no column: the comparator itself sorts.
    let byID = Box([KeyPathComparator(\Book.id, order: .reverse)])
    let other = ViewRenderer(Self.table(books, selection: Box(nil), order: byID))
    other.render()
    #expect(renderedTitles(other) == ["C", "A", "B"])
  }

  @Test func aSetSelectionAddsAndTakesOutRows() {
    let selection = Box<Set<Int>>([1])
    let renderer = ViewRenderer(
      Table(Self.books, selection: selection.binding) { TableColumn("Title", value: \Book.title) })
    renderer.render()
    _ = renderer.perform(line: "press Foundation")
    #expect(selection.value == [1, 3])
    _ = renderer.perform(line: "press Dune")
    #expect(selection.value == [3])
  }

  @Test func fixedWidthsCutCellsAndWideOrControlCharactersKeepColumnsAligned() {
    let books = [
      Book(id: 1, title: "漢字漢字漢字", year: 1), Book(id: 2, title: "a\u{1B}[2Jb\nc", year: 22),
      Book(id: 3, title: "plain", year: 333),
    ]
    let view = Table(books) {
      TableColumn("Title", value: \Book.title).width(7)
      TableColumn("Year") { Text("\($0.year)") }
    }
    assertInlineSnapshot(of: view, width: 20) {
      """
      Title    Year
      ────────────────────
      漢字漢…  1
      a�[2Jb…  22
      plain    333
      """
    }
  }

  @Test func aNarrowTerminalShrinksTheWidestColumnsFirst() {
    let view = Self.table(selection: Box(nil), order: Box([]))
    // Year keeps room for its sort arrow: sorting does not move the columns.
    assertInlineSnapshot(of: view, width: 20) {
      """
             Title   Year
      ────────────────────
       [3]   Dune    1965
       [4]   Neuro…  1984
       [5]   Found…  1951
      """
    }
  }

  @Test func noLineIsWiderThanTheTerminalEvenWithNoRoomAtAll() {
    for width in [0, 1, 3, 8, 13] {
      let text = laidOutText(Self.table(selection: Box(1), order: Box([])), width: width)
      let limit = TerminalConfiguration.clamp(width: width)
      for line in text.split(separator: "\n") {
        #expect(DisplayWidth.of(line) <= limit, "\(width): \(line)")
      }
    }
  }

  @Test func widthsOutOfRangeAreClampedToTheRoom() {
    let view = Table(Self.books.prefix(1)) {
      TableColumn("Title", value: \Book.title).width(.max)
      TableColumn("Year") { Text("\($0.year)") }.width(min: .max, ideal: -5, max: -1)
      TableColumn("Id") { Text("\($0.id)") }.width(-3)
    }
    let text = laidOutText(view, width: 20)
    #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 20 }, "\(text)")
    #expect(text.hasPrefix("Title"))
  }

  @Test func emptyDataShowsTheHeaderAndNoColumnsShowNothing() {
    let empty = Table([Book]()) { TableColumn("Title", value: \Book.title) }
    #expect(laidOutText(empty, width: 10) == "Title\n──────────")
    let noColumns = Table(Self.books) {}
    #expect(laidOutText(noColumns, width: 10) == "")
  }

  @Test func columnsComeFromIfElseAndForLoops() {
    func table(showsYear: Bool) -> some View {
      Table(Self.books.prefix(1)) {
        for title in ["A", "B"] {
          TableColumn(title) { (book: Book) in Text("\(title)\(book.id)") }
        }
        if showsYear {
          TableColumn("Year") { Text("\($0.year)") }
        } else {
          TableColumn("Title", value: \.title)
        }
      }
    }
    #expect(laidOutText(table(showsYear: true), width: 20) == "A   B   Year\n" + rule(20) + "\nA1  B1  1965")
    #expect(
      laidOutText(table(showsYear: false), width: 20) == "A   B   Title\n" + rule(20) + "\nA1  B1  Dune")
  }

  @Test func aMillionRowsInAScrollViewLayOutOnlyTheRowsInSight() {
    let books = (0..<1_000_000).map { Book(id: $0, title: "Book \($0)", year: $0 % 3000) }
    let order = Box([KeyPathComparator(\Book.year, order: .reverse)])
    let renderer = ViewRenderer(
      ScrollView { Self.table(books, selection: Box(nil), order: order) }.frame(height: 8))
    let frame = renderer.render()
    // Two titles and the six rows below the header in sight.
    #expect(frame.controls.count == 8)
    #expect(frame.text().contains("Book 2999"))
  }

  private func rule(_ width: Int) -> String { String(repeating: "─", count: width) }

  /// The first cells of the rows the renderer's frame shows, top to bottom.
  private func renderedTitles(_ renderer: ViewRenderer) -> [String] {
    renderer.frame.text().split(separator: "\n").dropFirst(2).map { line in
      String(line.split(separator: " ", omittingEmptySubsequences: true)[1])
    }
  }
}
