// The code of the "Layout" article (TextUI.docc), compiled and run here so that the article
// cannot rot: Scripts/check-doc-snippets.py fails when the article's blocks differ from the
// regions between `// snippet:` and `// snippet-end`, and these tests check the output it shows.
import Testing
import TextUI

// snippet: layout-status-bar
struct StatusBar: View {
  let shelf: String
  let count: Int

  var body: some View {
    HStack {
      Text(shelf).bold()
      Spacer()
      Text("\(count) books").foregroundColor(.gray)
    }
    .padding(.horizontal, 1)
    .border(.rounded, title: "Library")
  }
}
// snippet-end

// snippet: layout-columns
struct BookColumns: View {
  let titles: [String]
  let detail: String

  var body: some View {
    HStack(alignment: .top, spacing: 1) {
      VStack {
        ForEach(titles, id: \.self) { Text($0) }
      }
      .frame(width: 8, alignment: .leading)
      Divider()
      Text(detail)
    }
  }
}
// snippet-end

// snippet: layout-view-that-fits
struct ShelfAndPage: View {
  let books: [String]
  let page: String

  var body: some View {
    ViewThatFits {
      // Side by side from 40 columns: its ideal width is exactly that.
      HStack(spacing: 1) {
        titles.frame(width: 12, alignment: .topLeading).border(title: "Books")
        Text(page).frame(maxWidth: .infinity, alignment: .topLeading).border(title: "Page")
      }
      .frame(minWidth: 40, idealWidth: 40, maxWidth: .infinity)
      // Otherwise one above the other.
      VStack {
        titles
        Divider()
        Text(page)
      }
    }
  }

  private var titles: some View {
    VStack { ForEach(books, id: \.self) { Text($0) } }
  }
}
// snippet-end

// snippet: layout-modal
struct ShelfWithDetails: View {
  let isShowingDetails: Binding<Bool>

  var body: some View {
    VStack {
      Text("Classics").bold()
      Button("Emma") { isShowingDetails.wrappedValue = true }
      Button("Middlemarch") {}
      Button("Persuasion") {}
    }
    .sheet(isPresented: isShowingDetails) {
      VStack {
        Text("by Jane Austen, 1815")
        Button("Read") {}
      }
      .navigationTitle("Emma")
    }
  }
}
// snippet-end

// snippet: layout-view-that-fits-rows
struct ShelfSummary: View {
  let books: [String]

  var body: some View {
    ViewThatFits(in: .vertical) {
      // Every title when the rows are there…
      VStack { ForEach(books, id: \.self) { Text($0) } }
      // …else how many there are.
      Text("\(books.count) books")
    }
    .frame(width: 12, alignment: .leading)
    .border(title: "Shelf")
  }
}
// snippet-end

@MainActor
@Suite("Documentation: Layout")
struct LayoutSnippetTests {
  @Test func theShelfAndThePageStandSideBySideWhenTheyFit() {
    let view = ShelfAndPage(books: ["Dune", "Emma"], page: "Emma, by Jane Austen.")
    let wide = ViewRenderer(view)
    wide.width = 44
    #expect(
      wide.render().text(width: 44) == """
        ┌─ Books ────┐ ┌─ Page ────────────────────┐
        │Dune        │ │Emma, by Jane Austen.      │
        │Emma        │ └───────────────────────────┘
        └────────────┘
        """)
    let narrow = ViewRenderer(view)
    narrow.width = 30
    #expect(
      narrow.render().text(width: 30) == """
        Dune
        Emma
        ──────────────────────────────
        Emma, by Jane Austen.
        """)
  }

  @Test func theShelfShowsItsTitlesWhenTheRowsAreThere() {
    let shelf = ShelfSummary(books: ["Dune", "Emma", "Kindred"])
    // snippet: layout-view-that-fits-rows-render
    let renderer = ViewRenderer(shelf)
    renderer.width = 16
    renderer.viewportHeight = 5  // three titles and the box's two edges
    // snippet-end
    #expect(
      renderer.render().text(width: 16) == """
        ┌─ Shelf ────┐
        │Dune        │
        │Emma        │
        │Kindred     │
        └────────────┘
        """)
    renderer.viewportHeight = 4
    #expect(
      renderer.render().text(width: 16) == """
        ┌─ Shelf ────┐
        │3 books     │
        └────────────┘
        """)
  }

  @Test func aSheetIsABoxOverTheScreen() {
    // snippet: layout-modal-render
    let renderer = ViewRenderer(ShelfWithDetails(isShowingDetails: .constant(true)))
    renderer.width = 36
    renderer.viewportHeight = 7  // the terminal driver sets both to its screen's size,
    renderer.overlaysModals = true  // and this on a screen it redraws in place
    let text = renderer.render().text(width: 36)
    // snippet-end
    #expect(
      text == """
        Classics
        [1] Em╭─ Emma ─ [4] Dismiss ─╮
        [2] Mi│ by Jane Austen, 1815 │
        [3] Pe│ [5] Read             │
              ╰──────────────────────╯
        """)
    // Printed one frame after another, as a pipe or a script reads it, the sheet follows the frame.
    #expect(
      ViewRenderer(ShelfWithDetails(isShowingDetails: .constant(true))).render().text() == """
        Classics
        [1] Emma
        [2] Middlemarch
        [3] Persuasion

        ┌─ [4] Dismiss
        │ Emma
        │ by Jane Austen, 1815
        │ [5] Read
        └─
        """)
  }

  @Test func theStatusBarSpansTheWidth() {
    // snippet: layout-render
    let renderer = ViewRenderer(StatusBar(shelf: "Classics", count: 12))
    renderer.width = 30  // the terminal driver sets it to the terminal's width
    let text = renderer.render().text(width: 30)
    // snippet-end
    #expect(
      text == """
        ╭─ Library ──────────────────╮
        │ Classics          12 books │
        ╰────────────────────────────╯
        """)
  }

  @Test func theColumnsShareTheWidth() {
    let renderer = ViewRenderer(
      BookColumns(titles: ["Dune", "Emma", "Ulysses"], detail: "Dune, by Frank Herbert: a desert planet."))
    renderer.width = 32
    #expect(
      renderer.render().text(width: 32) == """
        Dune     │ Dune, by Frank
        Emma     │ Herbert: a desert
        Ulysses  │ planet.
        """)
  }
}
