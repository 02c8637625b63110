import Observation
import Testing

@testable import TextUI

@MainActor
@Suite struct TabViewTests {
  /// The divider under the bar, as wide as the frames these tests draw.
  let rule = String(repeating: "─", count: 50)

  enum Screen: String, CaseIterable, Hashable {
    case library = "Library"
    case counter = "Counter"
    case settings = "Settings"
  }

  struct Tabs: View {
    let selection: Box<Screen>

    var body: some View {
      TabView(selection: selection.binding) {
        Tab("Library", value: Screen.library) { Text("Dune") }
        Tab("Counter", value: Screen.counter) { Button("count") {} }
      }
    }
  }

  @Test func drawsTheBarARuleAndThePickedTab() {
    let text = renderedText(Tabs(selection: Box(.library)), width: 50)
    #expect(
      text == """
        [1] ‹Library› [2] Counter
        \(rule)
        Dune
        """)
  }

  @Test func pressingATabWritesItsValueAndShowsItsContent() {
    let selection = Box(Screen.library)
    let renderer = ViewRenderer(Tabs(selection: selection))
    renderer.render()
    #expect(renderer.perform(line: "2") == .performed)
    #expect(selection.value == .counter)
    renderer.invalidate()
    #expect(
      renderer.render().text(width: 50) == """
        [1] Library [2] ‹Counter›
        \(rule)
        [3] count
        """)
    #expect(renderer.perform(line: "1") == .performed)
    #expect(selection.value == .library)
  }

  @Test func aBindingThatIgnoresTheWriteKeepsTheTab() {
    let renderer = ViewRenderer(
      TabView(selection: .constant(Screen.library)) {
        Tab("Library", value: Screen.library) { Text("Dune") }
        Tab("Counter", value: Screen.counter) { Text("0") }
      })
    renderer.render()
    #expect(renderer.perform(line: "2") == .performed)
    renderer.invalidate()
    #expect(renderer.render().text(width: 50) == "[1] ‹Library› [2] Counter\n\(rule)\nDune")
  }

  @Test func aSelectionMatchingNoTabShowsTheBarAlone() {
    let view = TabView(selection: .constant(Screen.settings)) {
      Tab("Library", value: Screen.library) { Text("Dune") }
      Tab("Counter", value: Screen.counter) { Text("0") }
    }
    #expect(renderedText(view, width: 50) == "[1] Library [2] Counter\n\(rule)")
  }

  @Test func tabsComeFromForLoopsIfAndIfElse() {
    func tabs(showsExtra: Bool, isCompact: Bool) -> some View {
      TabView(selection: .constant("extra")) {
        for name in ["a", "b"] {
          Tab(name.uppercased(), value: name) { Text(name) }
        }
        if showsExtra {
          Tab("Extra", value: "extra") { Text("extra content") }
        }
        if isCompact {
          Tab("More", value: "more") { Text("more") }
        } else {
          Tab("Settings", value: "settings") { Text("settings") }
        }
      }
    }
    #expect(
      renderedText(tabs(showsExtra: true, isCompact: true), width: 50)
        == "[1] A [2] B [3] ‹Extra› [4] More\n\(rule)\nextra content")
    #expect(
      renderedText(tabs(showsExtra: false, isCompact: false), width: 50)
        == "[1] A [2] B [3] Settings\n\(rule)")
  }

  // MARK: Identity

  struct Greeting: View, Equatable {
    let name: String
    var body: some View { Text("Hello, \(name)") }
  }

  struct Other: View, Equatable {
    var body: some View { Text("other") }
  }

  @MainActor
  @Observable
  final class Model {
    var screen = Screen.library
    var title = "Tabs"
  }

  struct Root: View {
    let model: Model

    var body: some View {
      Text(model.title)
      TabView(selection: Binding(get: { model.screen }, set: { model.screen = $0 })) {
        Tab("Library", value: Screen.library) { Greeting(name: "Ada") }
        Tab("Counter", value: Screen.counter) { Other() }
      }
    }
  }

  @Test func theSameTabKeepsItsViewsAcrossAnUnrelatedRender() {
    let model = Model()
    let renderer = ViewRenderer(Root(model: model))
    #expect(renderer.render().text(width: 50) == "Tabs\n[1] ‹Library› [2] Counter\n\(rule)\nHello, Ada")
    model.title = "Renamed"
    #expect(renderer.render().text(width: 50) == "Renamed\n[1] ‹Library› [2] Counter\n\(rule)\nHello, Ada")
    // The root and the tab view ran again; the picked tab's equal view kept its cached body.
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["Root", "TabView<Screen>"])
  }

  @Test func aTabPickedAgainIsEvaluatedAfresh() {
    let model = Model()
    let renderer = ViewRenderer(Root(model: model))
    renderer.render()
    #expect(renderer.perform(line: "2") == .performed)
    #expect(renderer.render().text(width: 50) == "Tabs\n[1] Library [2] ‹Counter›\n\(rule)\nother")
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["TabView<Screen>", "Other"])
    #expect(renderer.perform(line: "1") == .performed)
    renderer.render()
    // Greeting's inputs are equal to last time, but its node left the tree: it starts afresh.
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["TabView<Screen>", "Greeting"])
  }

  struct Editor: View {
    let text: Box<String>
    var body: some View { TextField("Name", text: text.binding) }
  }

  @Test func theContentsControlsKeepTheirHandlesWhileTheTabStays() {
    let text = Box("Ada")
    let renderer = ViewRenderer(
      TabView(selection: .constant(Screen.library)) {
        Tab("Library", value: Screen.library) { Editor(text: text) }
      })
    renderer.render()
    #expect(renderer.perform(line: "type 2 Grace") == .performed)
    renderer.invalidate()
    #expect(renderer.render().text(width: 50) == "[1] ‹Library›\n\(rule)\n[2] Name: [Grace]")
  }

  @Test func aTabsSystemImageIsDrawnAsAGlyphBeforeItsTitle() {
    let selection = Box(Screen.library)
    let renderer = ViewRenderer(
      TabView(selection: selection.binding) {
        Tab("Library", systemImage: "books.vertical", value: Screen.library) { Text("Dune") }
        Tab("Counter", systemImage: "number", value: Screen.counter) { Text("0") }
        Tab("Settings", systemImage: "no.such.symbol", value: Screen.settings) { Text("…") }
      })
    #expect(renderer.render().text(width: 50) == "[1] ‹▤ Library› [2] # Counter [3] Settings\n\(rule)\nDune")
    #expect(renderer.perform(line: "press # Counter") == .performed)
    #expect(selection.value == .counter)
  }

  // MARK: - The bar and the content kept

  @MainActor
  @Observable
  final class Watched {
    var screen = Screen.library
    var unrelated = 0
    var greeting = "Hello"
  }

  /// A tab view whose selection reads `unrelated` too (as an app's store read whole does), and
  /// whose Library tab reads `greeting` while it is built.
  struct WatchedTabs: View {
    let model: Watched
    let builds: Box<Int>

    var body: some View {
      TabView(
        selection: Binding(
          get: {
            _ = model.unrelated
            return model.screen
          }, set: { model.screen = $0 })
      ) {
        Tab("Library", value: Screen.library) { built(Text(model.greeting)) }
        Tab("Counter", value: Screen.counter) { built(Text("0")) }
      }
    }

    /// `view`, counting the builds of a tab's content.
    @MainActor private func built(_ view: Text) -> Text {
      builds.value += 1
      return view
    }
  }

  @Test func aTabViewEvaluatedForItsSelectionKeepsTheTabBuiltAndItsLines() {
    let model = Watched()
    let builds = Box(0)
    let renderer = ViewRenderer(WatchedTabs(model: model, builds: builds))
    renderer.render()
    #expect(builds.value == 1)
    model.unrelated += 1
    #expect(renderer.render().text(width: 50) == "[1] ‹Library› [2] Counter\n\(rule)\nHello")
    // The tab view ran again; its tab was not built again, and the bar's and the tab's lines were
    // taken as they were.
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["TabView<Screen>"])
    #expect(builds.value == 1)
    #expect(renderer.lastRenderStatistics.subtreesReused >= 2)
  }

  @Test func whatATabReadsWhileBuiltIsFollowed() {
    let model = Watched()
    let renderer = ViewRenderer(WatchedTabs(model: model, builds: Box(0)))
    renderer.render()
    model.greeting = "Bonjour"
    #expect(renderer.needsRender)
    #expect(renderer.render().text(width: 50) == "[1] ‹Library› [2] Counter\n\(rule)\nBonjour")
  }

  @Test func theBarFollowsThePickedTab() {
    let model = Watched()
    let renderer = ViewRenderer(WatchedTabs(model: model, builds: Box(0)))
    renderer.render()
    model.screen = .counter
    #expect(renderer.render().text(width: 50) == "[1] Library [2] ‹Counter›\n\(rule)\n0")
    #expect(renderer.perform(line: "1") == .performed)
    #expect(renderer.render().text(width: 50) == "[1] ‹Library› [2] Counter\n\(rule)\nHello")
  }
}
