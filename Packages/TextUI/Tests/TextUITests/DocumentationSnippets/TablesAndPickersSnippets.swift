// The code of the "Tables, pickers and menus" article, compiled and run here so that the
// article cannot rot (Scripts/check-doc-snippets.py compares the article's blocks with these
// regions); the snapshots below are the article's rendered output.
import Foundation
import Observation
import Testing
import TextUI
import TextUITesting

// snippet: tables-table
@MainActor
@Observable
final class Catalog {
  struct Book: Identifiable {
    let id: Int
    let title: String
    let year: Int
  }

  var books = [
    Book(id: 1, title: "Dune", year: 1965),
    Book(id: 2, title: "Neuromancer", year: 1984),
    Book(id: 3, title: "Foundation", year: 1951),
  ]
  var selection: Book.ID?
  var sortOrder = [KeyPathComparator(\Book.year)]
}

struct CatalogTable: View {
  let catalog: Catalog

  var body: some View {
    let catalog = catalog
    Table(
      catalog.books,
      selection: Binding(get: { catalog.selection }, set: { catalog.selection = $0 }),
      sortOrder: Binding(get: { catalog.sortOrder }, set: { catalog.sortOrder = $0 })
    ) {
      TableColumn("Title", value: \.title)
      TableColumn("Year", value: \.year) { book in Text("\(book.year)") }
        .width(6)
    }
  }
}
// snippet-end

// snippet: tables-picker
struct ShelfPicker: View {
  let shelves: [String]
  let shelf: Binding<String>

  var body: some View {
    Picker("Shelf", selection: shelf) {
      ForEach(shelves, id: \.self) { name in
        Text(name.capitalized).tag(name)
      }
    }
    .pickerStyle(.segmented)
  }
}
// snippet-end

// snippet: tables-menu
struct BookActions: View {
  let archive: () -> Void
  let delete: () -> Void

  var body: some View {
    Menu("Actions") {
      Button("Archive", action: archive)
      Button("Delete", action: delete)
    }
  }
}
// snippet-end

@MainActor
@Suite struct TablesAndPickersSnippets {
  @Test func theTableDrawsSortedWithItsSelectionMarked() {
    let catalog = Catalog()
    catalog.selection = 2
    assertInlineSnapshot(of: CatalogTable(catalog: catalog), width: 30) {
      """
             Title        Year ▲
      ──────────────────────────────
       [3]   Foundation   1951
       [4]   Dune         1965
       [5] › Neuromancer  1984
      """
    }
  }

  @Test func pressingATitleRewritesTheSortOrder() {
    let catalog = Catalog()
    let renderer = ViewRenderer(CatalogTable(catalog: catalog))
    renderer.render()
    _ = renderer.perform(line: "press Title")
    #expect(catalog.sortOrder.first == KeyPathComparator(\Catalog.Book.title))
    _ = renderer.perform(line: "press Neuromancer")
    #expect(catalog.selection == 2)
  }

  @Test func thePickerAndTheMenuDraw() {
    assertInlineSnapshot(
      of: ShelfPicker(shelves: ["fiction", "science"], shelf: .constant("fiction")), width: 40
    ) {
      """
      Shelf [1] ‹Fiction› [2] Science
      """
    }
    let renderer = ViewRenderer(BookActions(archive: {}, delete: {}))
    renderer.width = 40
    renderer.render()
    _ = renderer.perform(line: "press Actions")
    renderer.render()
    assertInlineSnapshot(of: renderer) {
      """
      [1] Actions ▴
        [2] Archive
        [3] Delete
      """
    }
  }
}
