// The code of the "Layout" article's sections on grids, scroll views, disabled controls, view
// state, tab symbols and plain button actions, compiled and run here so that the article cannot
// rot (Scripts/check-doc-snippets.py compares the article's blocks with these regions).
import Testing
import TextUI

// snippet: layout-grid
struct ReadingList: View {
  struct Entry: Identifiable {
    let id: Int
    let title: String
    let year: Int
  }

  let entries: [Entry]

  var body: some View {
    Grid(horizontalSpacing: 2) {
      GridRow {
        Text("Title").bold()
        Text("Year").bold()
      }
      Divider()
      ForEach(entries) { entry in
        GridRow {
          Text(entry.title)
          Text("\(entry.year)")
        }
      }
      GridRow {
        Text("\(entries.count) books, oldest first").gridCellColumns(2)
      }
    }
  }
}
// snippet-end

// snippet: layout-scroll-view
struct ChapterList: View {
  let chapters: [String]

  var body: some View {
    VStack {
      Text("Chapters").bold()
      ScrollView {
        ForEach(chapters, id: \.self) { chapter in
          Button(chapter) {}
        }
      }
      .frame(height: 4)
    }
  }
}
// snippet-end

// snippet: layout-disabled
struct SaveForm: View {
  let name: Binding<String>
  let isSaving: Bool

  var body: some View {
    Form {
      TextField("Name", text: name)
      Button("Save") {}
        .disabled(isSaving || name.wrappedValue.isEmpty)
    }
  }
}
// snippet-end

// snippet: layout-state
struct Disclosure: View {
  let title: String
  let details: String
  @State private var isExpanded = false

  var body: some View {
    Button(isExpanded ? "▾ \(title)" : "▸ \(title)") { isExpanded.toggle() }
    if isExpanded {
      Text(details).padding(.leading, 4)
    }
  }
}
// snippet-end

// snippet: layout-tab-symbols
struct HomeTabs: View {
  let selection: Binding<Int>

  var body: some View {
    TabView(selection: selection) {
      Tab("Home", systemImage: "house", value: 0) { Text("Welcome") }
      Tab("Settings", systemImage: "gear", value: 1) { Text("Options") }
      Tab("Sparkles", systemImage: "sparkles", value: 2) { Text("No glyph for this one") }
    }
  }
}
// snippet-end

// snippet: layout-plain-action
struct EditorToolbar: View {
  var onSave: () -> Void
  var onClose: () -> Void

  var body: some View {
    HStack {
      Button("Save", action: onSave)
      Button("Close", action: onClose)
    }
  }
}
// snippet-end

@MainActor
@Suite("Documentation: Layout views")
struct LayoutViewsSnippetTests {
  @Test func theGridLinesUpItsColumns() {
    let list = ReadingList(entries: [
      .init(id: 1, title: "Emma", year: 1815),
      .init(id: 2, title: "三体", year: 2008),
      .init(id: 3, title: "Neuromancer", year: 1984),
    ])
    let renderer = ViewRenderer(list)
    renderer.width = 40
    #expect(
      renderer.render().text(width: 40) == """
        Title        Year
        ─────────────────────
        Emma         1815
        三体         2008
        Neuromancer  1984
        3 books, oldest first
        """)
  }

  @Test func theScrollViewShowsFourChaptersAtATime() {
    // snippet: layout-scroll-render
    let renderer = ViewRenderer(ChapterList(chapters: (1...10).map { "Chapter \($0)" }))
    renderer.width = 24
    renderer.render()
    _ = renderer.perform(.pageDown)  // or the wheel over it, or Tab past its last line
    let text = renderer.render().text(width: 24)
    // snippet-end
    #expect(
      text == """
        Chapters
        [4] Chapter 4          │
        [5] Chapter 5          █
        [6] Chapter 6          │
        [7] Chapter 7          │
        """)
  }

  @Test func aDisabledButtonRefusesToBePressed() {
    var name = ""
    let renderer = ViewRenderer(SaveForm(name: Binding(get: { name }, set: { name = $0 }), isSaving: false))
    #expect(renderer.render().text() == "[1] Name: []\n[2] Save")
    #expect(renderer.perform(line: "press 2") == .rejected("[2] Save is disabled: it cannot be used now."))
    #expect(renderer.perform(line: "type 1 Notes") == .performed)
    renderer.invalidate()
    renderer.render()
    #expect(renderer.perform(line: "press 2") == .performed)
  }

  @Test func theDisclosureKeepsItsStateAcrossRenders() {
    let renderer = ViewRenderer(Disclosure(title: "Shipping", details: "Two to four days."))
    #expect(renderer.render().text() == "[1] ▸ Shipping")
    #expect(renderer.perform(line: "1") == .performed)
    #expect(renderer.render().text() == "[1] ▾ Shipping\n    Two to four days.")
  }

  @Test func tabSymbolsBecomeGlyphs() {
    var selection = 0
    let renderer = ViewRenderer(HomeTabs(selection: Binding(get: { selection }, set: { selection = $0 })))
    #expect(
      renderer.render().text(width: 44) == """
        [1] ‹⌂ Home› [2] ⚙ Settings [3] Sparkles
        \(String(repeating: "─", count: 44))
        Welcome
        """)
  }

  @Test func aPlainActionIsCalledOnPress() {
    var saved = 0
    var closed = 0
    let renderer = ViewRenderer(EditorToolbar(onSave: { saved += 1 }, onClose: { closed += 1 }))
    #expect(renderer.render().text() == "[1] Save [2] Close")
    #expect(renderer.perform(line: "1") == .performed)
    #expect(renderer.perform(line: "press Close") == .performed)
    #expect((saved, closed) == (1, 1))
  }
}
