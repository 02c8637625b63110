import Testing
import TextUITesting

@testable import TextUI

@MainActor
@Suite struct GroupBoxTests {
  @Test func aTitledBoxFillsTheWidthItIsOffered() {
    assertInlineSnapshot(
      of: GroupBox("Shelf") {
        Text("3 books")
        Text("1 on loan")
      }, width: 20
    ) {
      """
      ╭─ Shelf ──────────╮
      │3 books           │
      │1 on loan         │
      ╰──────────────────╯
      """
    }
  }

  @Test func aLabelViewIsTheFirstLineInsideTheBox() {
    assertInlineSnapshot(
      of: GroupBox {
        Text("Borrowed twice")
      } label: {
        Label("History", systemImage: "clock")
      }, width: 20
    ) {
      """
      ╭──────────────────╮
      │◷ History         │
      │Borrowed twice    │
      ╰──────────────────╯
      """
    }
  }

  @Test func anEmptyBoxAndOneWithoutTitleStillClose() {
    assertInlineSnapshot(
      of: VStack {
        GroupBox {}
        GroupBox { Text("x") }
      }, width: 8
    ) {
      """
      ╭──────╮
      ╰──────╯
      ╭──────╮
      │x     │
      ╰──────╯
      """
    }
  }

  @Test func aControlInsideIsReachable() {
    let pressed = Box(false)
    let renderer = ViewRenderer(GroupBox("Actions") { Button("Go") { pressed.value = true } })
    renderer.render()
    #expect(renderer.perform(line: "press Go") == .performed)
    #expect(pressed.value)
  }
}
