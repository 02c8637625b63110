import Testing
import TextUITesting

@testable import TextUI

@MainActor
@Suite struct MenuTests {
  static func menu(_ log: Box<[String]>) -> some View {
    Menu("Actions") {
      Button("Copy") { log.value.append("copy") }
      Button("Delete") { log.value.append("delete") }
    }
  }

  @Test func pressingTheMenuListsItsContentAndPressingAnItemRunsItAndCloses() {
    let log = Box<[String]>([])
    let renderer = ViewRenderer(Self.menu(log))
    #expect(renderer.render().text(width: 40) == "[1] Actions ▾")
    // The menu's label is its title: `press Actions` finds it.
    #expect(renderer.perform(line: "press Actions") == .performed)
    renderer.width = 40
    renderer.render()
    assertInlineSnapshot(of: renderer) {
      """
      [1] Actions ▴
        [2] Copy
        [3] Delete
      """
    }
    #expect(renderer.perform(line: "press Delete") == .performed)
    #expect(log.value == ["delete"])
    #expect(renderer.render().text(width: 40) == "[1] Actions ▾")
  }

  @Test func pressingTheMenuAgainOrEscCloses() {
    let renderer = ViewRenderer(Self.menu(Box([])))
    renderer.render()
    _ = renderer.perform(line: "1")
    renderer.render()
    _ = renderer.perform(line: "1")
    #expect(renderer.render().text(width: 40) == "[1] Actions ▾")
    _ = renderer.perform(line: "1")
    renderer.render()
    #expect(renderer.perform(Key.escape) == .performed)
    #expect(renderer.render().text(width: 40) == "[1] Actions ▾")
  }

  @Test func keysOpenTheMenuAndPickAnItem() {
    let log = Box<[String]>([])
    let renderer = ViewRenderer(Self.menu(log))
    renderer.render()
    _ = renderer.perform(Key.tab)
    renderer.render()
    _ = renderer.perform(Key.enter)
    renderer.render()
    _ = renderer.perform(Key.down)
    renderer.render()
    _ = renderer.perform(Key.enter)
    #expect(log.value == ["copy"])
  }

  @Test func anEmptyMenuOpensOnNothingAndOddTitlesStaySafe() {
    let renderer = ViewRenderer(Menu("a\u{7}b漢") { EmptyView() })
    #expect(renderer.render().text(width: 40) == "[1] a�b漢 ▾")
    _ = renderer.perform(line: "1")
    #expect(renderer.render().text(width: 40) == "[1] a�b漢 ▴")
  }
}
