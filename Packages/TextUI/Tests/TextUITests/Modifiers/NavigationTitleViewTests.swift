import Testing

@testable import TextUI

/// A sheet's content titled with `.navigationTitle`: the title is the sheet's first line below the
/// frame (and the top edge of its box over the screen: `ModalCompositorTests`).
@MainActor
@Suite struct NavigationTitleViewTests {
  @Test func aTitledSheetBelowTheFrameStartsWithItsTitleInBold() {
    let view = Text("base").sheet(isPresented: .constant(true)) {
      Text("content").navigationTitle("A\ntitle")
    }
    let frame = ViewRenderer(view).render()
    #expect(
      frame.text() == """
        base

        ┌─ [1] Dismiss
        │ A title
        │ content
        └─
        """)
    let title = frame.lines.first { $0.plainText == "│ A title" }
    #expect(title?.content.first?.attributes == .bold)
  }

  @Test func anEmptyTitleOrOneNotOutermostShowsNone() {
    let empty = Text("base").sheet(isPresented: .constant(true)) { Text("content").navigationTitle("") }
    let inner = Text("base").sheet(isPresented: .constant(true)) {
      Text("content").navigationTitle("T").bold()
    }
    for text in [renderedText(empty), renderedText(inner)] {
      #expect(text == "base\n\n┌─ [1] Dismiss\n│ content\n└─")
    }
  }

  @Test func elsewhereTheModifierChangesNothing() {
    #expect(renderedText(Text("page").navigationTitle("Title")) == "page")
  }
}
