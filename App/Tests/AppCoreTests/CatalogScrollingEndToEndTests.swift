import Foundation
import Testing
import TextUITesting

/// The acceptance session of the terminal's viewport: the `swiftrex` executable on a
/// pseudo-terminal reads a catalog of 1,000 books, which is scrolled with PageDown, Tab and the
/// mouse wheel, and a book is opened with a click.
@Suite(.serialized) struct CatalogScrollingEndToEndTests {
  /// A catalog file with one shelf of `count` books, "Book 1" to "Book <count>".
  static func catalog(books count: Int) throws -> URL {
    let books = (1...count).map { number in
      [
        "id": "book-\(number)", "title": "Book \(number)", "author": "Author \(number)",
        "year": 1900 + number % 120,
      ]
        as [String: Any]
    }
    let shelf: [String: Any] = ["id": "sci-fi", "name": "A thousand books", "books": books]
    let data = try JSONSerialization.data(withJSONObject: ["shelves": [shelf]])
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftrex-1000-books-\(UUID().uuidString).json")
    try data.write(to: url)
    return url
  }

  func wait(
    for text: String, in session: PseudoTerminalSession, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      session.waitForScreen(containing: text),
      "the screen never showed \(text.debugDescription):\n\(session.screen)", sourceLocation: sourceLocation)
  }

  /// True when a row of the screen shows book `number` ("│ [12] Book 7   │", focused or not).
  static func shows(book number: Int, in screen: String) -> Bool {
    screen.split(separator: "\n").contains { row in
      // The Library tab's box draws a side after each row.
      let text = row.trimmingCharacters(in: CharacterSet(charactersIn: " │"))
      return text.hasSuffix(" Book \(number)") || text.hasSuffix(" Book \(number) ◂")
    }
  }

  /// Waits for book `number` to be on screen; a failure shows the screen as it was.
  func wait(
    forBook number: Int, in session: PseudoTerminalSession, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    session.read { _ in Self.shows(book: number, in: session.screen) }
    #expect(
      Self.shows(book: number, in: session.screen),
      "the screen never showed Book \(number):\n\(session.screen)",
      sourceLocation: sourceLocation)
  }

  /// The books on screen, top to bottom.
  static func books(in screen: String) -> [Int] {
    screen.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "] Book ") else { return nil }
      return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
  }

  @Test func aThousandBooksScrollWithKeysAndTheWheelAndABookOpensWithAClick() throws {
    let executable = try #require(AppProcess.executable, "Build the swiftrex product first")
    let catalog = try Self.catalog(books: 1_000)
    defer { try? FileManager.default.removeItem(at: catalog) }
    let session = try PseudoTerminalSession(
      executable: executable, arguments: ["--catalog", catalog.path],
      environment: ["NO_COLOR": "1", "XDG_STATE_HOME": AppProcess.freshStateHome()], columns: 80, rows: 24)
    wait(forBook: 1, in: session)
    wait(for: "PgUp/PgDn scroll", in: session)
    #expect(!Self.shows(book: 30, in: session.screen))
    // PageDown ×10: 21 lines a page (22 in sight, less one kept), past the first 200 books.
    for _ in 0..<10 { session.type("\u{1B}[6~") }
    session.read { _ in (Self.books(in: session.screen).first ?? 0) > 200 }
    let afterPages = Self.books(in: session.screen)
    #expect((afterPages.first ?? 0) > 200, "\(session.screen)")
    #expect(afterPages == Array((afterPages.first ?? 0)...(afterPages.last ?? 0)), "whole rows, in order")
    // The wheel scrolls on, three lines a notch: 20 notches, 60 books.
    let top = afterPages.first ?? 0
    for _ in 0..<20 { session.wheel(down: true) }
    wait(forBook: top + 60, in: session)
    session.read { _ in Self.books(in: session.screen).first == top + 60 }
    #expect(Self.books(in: session.screen).first == top + 60, "\(session.screen)")
    // Tab focuses the first book in sight; 30 more, and the focus pulls the viewport along.
    session.type("\t")
    wait(for: "Book \(top + 60) ◂", in: session)
    session.type(String(repeating: "\t", count: 30))
    wait(for: "Book \(top + 90) ◂", in: session)
    #expect(
      Self.books(in: session.screen).last == top + 90, "the focused book on the last row:\n\(session.screen)")
    // A click on a book opens it in a sheet.
    let lines = session.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let clicked = top + 80
    let row = try #require(
      lines.firstIndex { Self.shows(book: clicked, in: String($0)) }, "\(session.screen)")
    session.click(column: 4, row: row + 1)
    wait(for: "Author \(clicked)", in: session)
    wait(for: "Esc close", in: session)
    session.type("\u{1B}")
    // Closing the sheet goes back to the list where it was, the focus on the book clicked.
    wait(for: "Book \(clicked) ◂", in: session)
    #expect(!session.screen.contains("Esc close"))
    #expect(!session.screen.contains("Author \(clicked)"))
    session.type("q")
    session.finish()
    #expect(session.process.terminationStatus == 0)
    #expect(session.isCanonical)
  }
}
