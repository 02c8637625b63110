import Testing
import TextUITesting

@testable import TextUI

@MainActor
@Suite struct DisclosureGroupTests {
  @Test func collapsedItShowsOnlyItsLabel() {
    assertInlineSnapshot(
      of: DisclosureGroup("Details", isExpanded: .constant(false)) { Text("Published 1969") }, width: 30
    ) {
      """
      [1] ▸ Details
      """
    }
  }

  @Test func expandedItIndentsItsContentBelowTheLabel() {
    assertInlineSnapshot(
      of: DisclosureGroup("Details", isExpanded: .constant(true)) {
        Text("Published 1969")
        Toggle("Read", isOn: .constant(true))
      }, width: 30
    ) {
      """
      [1] ▾ Details
        Published 1969
        [2] [x] Read
      """
    }
  }

  @Test func pressingTheLabelFlipsTheBinding() {
    let isExpanded = Box(false)
    let renderer = ViewRenderer(
      DisclosureGroup("Details", isExpanded: isExpanded.binding) { Text("Published 1969") })
    renderer.render()
    #expect(renderer.perform(line: "1") == .performed)
    #expect(isExpanded.value)
    renderer.invalidate()
    #expect(renderer.render().text() == "[1] ▾ Details\n  Published 1969")
  }

  @Test func withoutABindingItKeepsItsOwnStateStartingCollapsed() {
    let renderer = ViewRenderer(DisclosureGroup("More") { Text("Hidden until expanded") })
    #expect(renderer.render().text() == "[1] ▸ More")
    _ = renderer.perform(Key.tab)
    renderer.render()
    _ = renderer.perform(Key.enter)
    #expect(renderer.render().text() == "[1] ▾ More\n  Hidden until expanded")
    #expect(renderer.click(1) == .performed)
    #expect(renderer.render().text() == "[1] ▸ More")
  }

  @Test func aLongListInsideStaysLazy() {
    let rows = (0..<100_000).map { Row(id: $0, title: "Row \($0)") }
    let renderer = ViewRenderer(
      DisclosureGroup("Rows", isExpanded: .constant(true)) {
        ForEach(rows) { Text($0.title) }
      })
    renderer.viewportHeight = 4
    let frame = renderer.render()
    #expect(frame.text() == "[1] ▾ Rows\n  Row 0\n  Row 1\n  Row 2")
    #expect(renderer.cachedRowCount < 100)
  }
}
