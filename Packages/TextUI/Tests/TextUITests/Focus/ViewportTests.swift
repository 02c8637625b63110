import Testing

@testable import TextUI

/// The renderer's viewport as a value: what it shows, and how far it scrolls.
@Suite struct ViewportTests {
  @Test func scrollingStaysWithinTheFrame() {
    let viewport = Viewport(height: 10, offset: 5)
    #expect(viewport.window == 5..<15)
    #expect(viewport.offset(scrolledBy: 3, lineCount: 30) == 8)
    #expect(viewport.offset(scrolledBy: 100, lineCount: 30) == 20)
    #expect(viewport.offset(scrolledBy: -100, lineCount: 30) == 0)
    // Already at the end, or nothing to scroll: no move.
    #expect(Viewport(height: 10, offset: 20).offset(scrolledBy: 1, lineCount: 30) == nil)
    #expect(Viewport(height: 10).offset(scrolledBy: 1, lineCount: 4) == nil)
    #expect(Viewport().offset(scrolledBy: 1, lineCount: 40) == nil)
    #expect(Viewport().window == nil)
  }

  @Test func aBoxOverTheScreenScrollsInItsOwnRows() {
    let viewport = Viewport(height: 20, offset: 2, boxContentHeight: 5)
    #expect(viewport.scrollHeight == 5)
    #expect(viewport.window == 2..<7)
    // The layout still lays out the screen's lines.
    #expect(viewport.layoutWindow == 2..<22)
    #expect(viewport.offset(scrolledBy: 50, lineCount: 12) == 7)
  }

  /// One scroll view's part of the value: kept within its content, and moved only where it has
  /// a height (down) or scrolls sideways (across).
  @Test func aScrollViewScrollsWithinItsContent() {
    var state = ScrollViewState(height: 4, isMeasured: true, contentHeight: 10)
    #expect(state.lastOffset == 6)
    #expect(state.offset(scrolledBy: 3) == 3)
    #expect(state.offset(scrolledBy: 100) == 6)
    #expect(state.offset(scrolledBy: -1) == nil)
    #expect(state.hasContentOutOfSight)
    state.offset = 6
    #expect(state.offset(scrolledBy: 1) == nil)
    // As tall as its content: nothing to scroll, nothing out of sight.
    let whole = ScrollViewState(isMeasured: true, contentHeight: 10)
    #expect(whole.offset(scrolledBy: 1) == nil)
    #expect(!whole.hasContentOutOfSight)
    let wide = ScrollViewState(contentWidth: 30, scrollsSideways: true, innerWidth: 10)
    #expect(wide.columnOffset(scrolledBy: 8) == 8)
    #expect(wide.columnOffset(scrolledBy: 50) == 20)
    #expect(wide.columnOffset(scrolledBy: -1) == nil)
    #expect(ScrollViewState(contentWidth: 30, innerWidth: 10).columnOffset(scrolledBy: 8) == nil)
  }

  /// Which of a layout's scroll views PageUp and PageDown can move.
  @Test func contentOutOfSightIsAskedOfTheScrollViewsNamed() {
    let tall = ViewPath().appending(.role("tall"))
    let short = ViewPath().appending(.role("short"))
    let viewport = Viewport(scrollViews: [
      tall: ScrollViewState(height: 4, isMeasured: true, contentHeight: 10),
      short: ScrollViewState(height: 4, isMeasured: true, contentHeight: 3),
    ])
    #expect(viewport.hasContentOutOfSight(inScrollViews: [short, tall]))
    #expect(!viewport.hasContentOutOfSight(inScrollViews: [short]))
    #expect(!viewport.hasContentOutOfSight(inScrollViews: [ViewPath()]))
  }

  /// The whole scroll state of a frame is the viewport: a scroll view's position is in it, and
  /// putting an earlier viewport back puts the scroll view back where it was.
  @MainActor @Test func aScrollViewsPositionIsPartOfTheViewport() {
    let renderer = ViewRenderer(ScrollView { ForEach(0..<10) { Text("Line \($0)") } }.frame(height: 4))
    renderer.width = 20
    renderer.render()
    let top = renderer.viewport
    #expect(top.scrollViews.count == 1)
    #expect(top.scrollViews.values.first?.offset == 0)
    #expect(renderer.perform(Key.pageDown) == .performed)
    let scrolled = renderer.viewport
    #expect(scrolled != top)
    #expect(scrolled.offset == top.offset)
    #expect(scrolled.scrollViews.values.first?.offset == 3)
    #expect(renderer.render().text(width: 20).hasPrefix("Line 3"))
    renderer.viewport = top
    renderer.setNeedsRender()
    #expect(renderer.render().text(width: 20).hasPrefix("Line 0"))
    #expect(renderer.viewport == top)
  }

  /// A layout forgets the scroll views it no longer reaches: one that comes back starts from
  /// its top.
  @MainActor @Test func aScrollViewLeavingTheFrameLeavesTheViewport() {
    let shows = Box(true)
    struct Maybe: View {
      let shows: Box<Bool>
      var body: some View {
        if shows.value {
          ScrollView { ForEach(0..<10) { Text("Line \($0)") } }.frame(height: 4)
        }
      }
    }
    let renderer = ViewRenderer(Maybe(shows: shows))
    renderer.render()
    _ = renderer.perform(Key.pageDown)
    #expect(renderer.viewport.scrollViews.values.first?.offset == 3)
    shows.value = false
    renderer.invalidate()
    renderer.render()
    #expect(renderer.viewport.scrollViews.isEmpty)
  }
}
