import Testing

@testable import TextUI

@MainActor
@Suite struct PrimitiveViewTests {
  @Test func textDrawsItsStringAndSplitsLines() {
    #expect(renderedText(Text("Hello\nworld")) == "Hello\nworld")
  }

  @Test func buttonShowsItsHandleAndTitle() {
    #expect(renderedText(Button("count: \(3)") {}) == "[1] count: 3")
    #expect(renderedText(Button(action: {}) { Text("Save").bold() }) == "[1] Save")
  }

  @Test func textFieldShowsLabelAndText() {
    let name = Box("Ada")
    #expect(renderedText(TextField("Name", text: name.binding)) == "[1] Name: [Ada]")
    #expect(renderedText(TextField("", text: .constant(""))) == "[1] []")
  }

  @Test func secureFieldShowsBulletsNotText() {
    #expect(renderedText(SecureField("Password", text: .constant("abc"))) == "[1] Password: [•••]")
  }

  @Test func toggleShowsItsState() {
    #expect(renderedText(Toggle("Retired", isOn: .constant(true))) == "[1] [x] Retired")
    #expect(renderedText(Toggle("Retired", isOn: .constant(false))) == "[1] [ ] Retired")
  }

  @Test func stacksFormsListsAndSections() {
    let view = Form {
      Text("Title").font(.headline)
      Section("Details") {
        Text("one")
        Text("two")
      }
      List {
        Text("a")
        Text("b")
      }
    }
    #expect(
      renderedText(view) == """
        Title

        Details
          one
          two

        a
        b
        """)
  }

  @Test func listOverIdentifiedData() {
    let rows = [Row(id: 1, title: "Dune"), Row(id: 2, title: "Emma")]
    #expect(renderedText(List(rows) { row in Button(row.title) {} }) == "[1] Dune\n[2] Emma")
  }

  @Test func horizontalStackPlacesViewsSideBySide() {
    #expect(
      renderedText(
        HStack {
          Text("a")
          Text("b")
        }) == "a b")
    let columns = HStack(spacing: 2) {
      VStack {
        Text("x")
        Text("yy")
      }
      Text("z")
    }
    #expect(renderedText(columns) == "x   z\nyy")
  }

  @Test func verticalStackSpacingAddsBlankLines() {
    let view = VStack(spacing: 1) {
      Text("a")
      Text("b")
    }
    #expect(renderedText(view) == "a\n\nb")
  }

  @Test func dividerSpansTheWidth() {
    let view = VStack {
      Text("a")
      Divider()
    }
    #expect(renderedText(view, width: 10) == "a\n──────────")
  }

  @Test func progressViewIndeterminateAndDeterminate() {
    #expect(renderedText(ProgressView()) == "…")
    #expect(renderedText(ProgressView("Loading")) == "… Loading")
    #expect(renderedText(ProgressView("Copy", value: 1, total: 4)) == "[##--------] 25% Copy")
    #expect(renderedText(ProgressView("Odd", value: .nan)) == "[----------] 0% Odd")
  }

  @Test func emptyViewDrawsNothing() {
    #expect(renderedText(EmptyView()).isEmpty)
  }

  @Test func styleModifiersLeavePlainTextUnchanged() {
    let view = VStack {
      Text("Big").font(.title)
      Text("Note").foregroundStyle(.secondary)
      Text("Strong").bold()
    }
    #expect(renderedText(view) == "Big\nNote\nStrong")
  }

  @Test func styledOutputUsesEscapeSequences() {
    let view = VStack {
      Text("Big").font(.headline)
      Text("Note").font(.caption)
      Button("Go") {}
    }
    let frame = ViewRenderer(view).render()
    #expect(
      frame.text(width: 40, styled: true)
        == "\u{1B}[1mBig\u{1B}[0m\n\u{1B}[2mNote\u{1B}[0m\n\u{1B}[36m[1]\u{1B}[0m Go")
    #expect(!frame.text(width: 40, styled: false).contains("\u{1B}"))
  }

  @Test func innermostFontWins() {
    let view = VStack { Text("x").font(.caption) }.font(.headline)
    #expect(ViewRenderer(view).render().text(styled: true) == "\u{1B}[2mx\u{1B}[0m")
  }
}
