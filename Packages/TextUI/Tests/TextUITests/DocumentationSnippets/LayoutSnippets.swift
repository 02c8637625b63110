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

@MainActor
@Suite("Documentation: Layout")
struct LayoutSnippetTests {
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
