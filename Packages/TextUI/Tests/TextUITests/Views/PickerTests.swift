import Testing
import TextUITesting

@testable import TextUI

@MainActor
@Suite struct PickerTests {
  struct Shelf: Identifiable, Hashable, Sendable {
    var id: String
    var name: String
  }

  static let shelves = [Shelf(id: "f", name: "Fiction"), Shelf(id: "s", name: "Science")]

  static func picker(_ selection: Box<String>, style: PickerStyle = .automatic) -> some View {
    Picker("Shelf", selection: selection.binding) {
      ForEach(shelves) { shelf in
        Text(shelf.name).tag(shelf.id)
      }
    }
    .pickerStyle(style)
  }

  @Test func eachStyleDrawsTheChoices() {
    let selection = Box("s")
    assertInlineSnapshot(of: Self.picker(selection), width: 30) {
      """
      Shelf [1] Science ▾
      """
    }
    assertInlineSnapshot(of: Self.picker(selection, style: .segmented), width: 40) {
      """
      Shelf [1] Fiction [2] ‹Science›
      """
    }
    assertInlineSnapshot(of: Self.picker(selection, style: .inline), width: 30) {
      """
      Shelf
      [1] ○ Fiction
      [2] ● Science
      """
    }
  }

  @Test func theMenuStyleShowsTheCurrentChoiceAndListsTheChoicesWhenPressed() {
    let selection = Box("f")
    let renderer = ViewRenderer(Self.picker(selection))
    #expect(renderer.render().text(width: 40) == "Shelf [1] Fiction ▾")
    #expect(renderer.perform(line: "1") == .performed)
    #expect(
      renderer.render().text(width: 40) == """
        Shelf [1] Fiction ▴
          [2] ● Fiction
          [3] ○ Science
        """)
    #expect(renderer.perform(line: "3") == .performed)
    #expect(selection.value == "s")
    renderer.invalidate()
    // Picking closes the list.
    #expect(renderer.render().text(width: 40) == "Shelf [1] Science ▾")
  }

  @Test func escClosesAnOpenMenu() {
    let renderer = ViewRenderer(Self.picker(Box("f")))
    renderer.render()
    _ = renderer.perform(line: "1")
    renderer.render()
    #expect(renderer.perform(Key.escape) == .performed)
    #expect(renderer.render().text(width: 40) == "Shelf [1] Fiction ▾")
  }

  @Test func theSegmentedStyleShowsEveryChoiceOnOneLine() {
    let selection = Box("f")
    let renderer = ViewRenderer(Self.picker(selection, style: .segmented))
    #expect(renderer.render().text(width: 40) == "Shelf [1] ‹Fiction› [2] Science")
    #expect(renderer.perform(line: "press Science") == .performed)
    #expect(selection.value == "s")
    renderer.invalidate()
    #expect(renderer.render().text(width: 40) == "Shelf [1] Fiction [2] ‹Science›")
  }

  @Test func theInlineStyleShowsOneChoiceALineAndKeysPickOne() {
    let selection = Box("f")
    let renderer = ViewRenderer(Self.picker(selection, style: .inline))
    #expect(renderer.render().text(width: 40) == "Shelf\n[1] ● Fiction\n[2] ○ Science")
    _ = renderer.perform(Key.down)
    _ = renderer.perform(Key.down)
    renderer.render()
    #expect(renderer.perform(Key.enter) == .performed)
    #expect(selection.value == "s")
  }

  @Test func choicesWithoutATagInAForEachTakeTheElementsId() {
    let selection = Box(1)
    let view = Picker("Count", selection: selection.binding) {
      ForEach(1..<4) { Text("\($0) ×") }
    }
    .pickerStyle(.segmented)
    let renderer = ViewRenderer(view)
    #expect(renderer.render().text(width: 40) == "Count [1] ‹1 ×› [2] 2 × [3] 3 ×")
    _ = renderer.perform(line: "3")
    #expect(selection.value == 3)
  }

  @Test func choicesComeFromTextTagsIfAndElse() {
    func picker(_ hasMore: Bool) -> some View {
      Picker("Sort", selection: Box("a").binding) {
        Text("A").tag("a")
        if hasMore {
          Text("B").tag("b")
        } else {
          Text("C").tag("c")
        }
        Text("untagged")
      }
      .pickerStyle(.segmented)
    }
    #expect(renderedText(picker(true)) == "Sort [1] ‹A› [2] B [3] untagged")
    #expect(renderedText(picker(false)) == "Sort [1] ‹A› [2] C [3] untagged")
  }

  @Test func aChoiceWithoutATagOrOfAnotherTypeWritesNothing() {
    let selection = Box("a")
    let renderer = ViewRenderer(
      Picker("Sort", selection: selection.binding) {
        Text("A").tag("a")
        Text("untagged")
        Text("number").tag(2)
      }
      .pickerStyle(.segmented))
    renderer.render()
    #expect(renderer.perform(line: "2") == .performed)
    #expect(renderer.perform(line: "3") == .performed)
    #expect(selection.value == "a")
  }

  @Test func noChoicesAndControlOrWideCharactersStayOnOneSafeLine() {
    let empty = Picker("Shelf", selection: Box("x").binding) { EmptyView() }
    #expect(renderedText(empty) == "Shelf [1] – ▾")
    let odd = Picker("Shelf", selection: Box("x").binding) {
      Text("a\u{1B}[2J\nb").tag("x")
      Text("漢字").tag("y")
    }
    .pickerStyle(.segmented)
    #expect(renderedText(odd) == "Shelf [1] ‹a�[2J b› [2] 漢字")
  }
}
