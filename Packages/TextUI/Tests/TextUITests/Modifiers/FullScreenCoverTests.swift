import Testing

@testable import TextUI

@MainActor
@Suite struct FullScreenCoverTests {
  struct Shelf: View {
    let selected: Box<Row?>
    let presses: Box<Int>

    var body: some View {
      List([Row(id: 1, title: "Dune"), Row(id: 2, title: "Emma")]) { row in
        Button(row.title) { selected.value = row }
      }
      .fullScreenCover(item: selected.binding) { row in
        Text(row.title)
        Button("Like") { presses.value += 1 }
      }
    }
  }

  @Test func aCoverHidesTheBaseAndItsControls() {
    let selected = Box<Row?>(nil)
    let presses = Box(0)
    let renderer = ViewRenderer(Shelf(selected: selected, presses: presses))
    #expect(renderer.render().text() == "[1] Dune\n[2] Emma")

    #expect(renderer.perform(line: "2") == .performed)
    renderer.invalidate()
    let frame = renderer.render()
    #expect(
      frame.text() == """
        ┌─ [3] Dismiss
        │ Emma
        │ [4] Like
        └─
        """)
    #expect(frame.hasSheet)
    #expect(frame.controls.map(\.handle) == [3, 4])
    #expect(frame.lines.allSatisfy { !$0.isInactive })
    #expect(renderer.perform(line: "1") == .rejected("There is no control [1] on screen."))
    #expect(selected.value?.id == 2)
    #expect(renderer.perform(line: "4") == .performed)
    #expect(presses.value == 1)
  }

  @Test func dismissingWritesThroughTheBindingAndTheBaseReturns() {
    let selected = Box<Row?>(Row(id: 1, title: "Dune"))
    let renderer = ViewRenderer(Shelf(selected: selected, presses: Box(0)))
    renderer.render()
    // The base keeps its handles under the cover, so they are the same once it is gone.
    #expect(renderer.perform(line: "3") == .performed)
    #expect(selected.value == nil)
    renderer.invalidate()
    #expect(renderer.render().text() == "[1] Dune\n[2] Emma")
  }

  @Test func aBindingThatIgnoresTheDismissalKeepsTheCover() {
    let view = Text("base").fullScreenCover(isPresented: .constant(true)) { Text("stuck") }
    let renderer = ViewRenderer(view)
    renderer.render()
    #expect(renderer.perform(.dismiss) == .performed)
    renderer.invalidate()
    #expect(renderer.render().text() == "┌─ [1] Dismiss\n│ stuck\n└─")
  }

  @Test func isPresentedTogglesTheCover() {
    let shown = Box(false)
    let renderer = ViewRenderer(
      Button("Open") { shown.value = true }.fullScreenCover(isPresented: shown.binding) { Text("cover") })
    #expect(renderer.render().text() == "[1] Open")
    #expect(renderer.perform(line: "1") == .performed)
    renderer.invalidate()
    #expect(renderer.render().text() == "┌─ [2] Dismiss\n│ cover\n└─")
    #expect(renderer.perform(line: "dismiss") == .performed)
    #expect(shown.value == false)
    renderer.invalidate()
    #expect(renderer.render().text() == "[1] Open")
  }

  struct CoverWithSheet: View {
    let covered: Box<Bool>
    let sheeted: Box<Bool>

    var body: some View {
      Button("Base") {}
        .fullScreenCover(isPresented: covered.binding) {
          Button("Details") { sheeted.value = true }
            .sheet(isPresented: sheeted.binding) { Text("details") }
        }
    }
  }

  @Test func aSheetStacksOnTopOfACover() {
    let covered = Box(true)
    let sheeted = Box(false)
    let renderer = ViewRenderer(CoverWithSheet(covered: covered, sheeted: sheeted))
    #expect(renderer.render().text() == "┌─ [2] Dismiss\n│ [3] Details\n└─")
    #expect(renderer.perform(line: "3") == .performed)
    renderer.invalidate()
    let frame = renderer.render()
    #expect(
      frame.text() == """
        ┌─ [2] Dismiss
        │ [3] Details
        └─

        ┌─ [4] Dismiss
        │ details
        └─
        """)
    // The cover is dimmed behind the sheet; the base stays hidden.
    #expect(frame.lines.prefix(3).allSatisfy { $0.isInactive })
    #expect(frame.control(3)?.isReachable == false)
    #expect(frame.control(1) == nil)
    #expect(
      renderer.perform(line: "3")
        == .rejected("[3] is behind the open sheet: dismiss the sheet first (`dismiss`)."))

    // `dismiss` closes the top layer first: the sheet, then the cover.
    #expect(renderer.perform(line: "dismiss") == .performed)
    #expect(sheeted.value == false && covered.value == true)
    renderer.invalidate()
    #expect(renderer.render().text() == "┌─ [2] Dismiss\n│ [3] Details\n└─")
    #expect(renderer.perform(line: "dismiss") == .performed)
    #expect(covered.value == false)
    renderer.invalidate()
    #expect(renderer.render().text() == "[1] Base")
  }

  @Test func aCoverInsideASheetHidesTheSheetAndTheBase() {
    let view = Text("base")
      .sheet(isPresented: .constant(true)) {
        Text("sheet").fullScreenCover(isPresented: .constant(true)) { Text("cover") }
      }
    #expect(renderedText(view) == "┌─ [2] Dismiss\n│ cover\n└─")
  }
}
