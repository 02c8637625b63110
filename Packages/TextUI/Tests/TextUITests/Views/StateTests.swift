import Testing

@testable import TextUI

/// `@State`: a value a view keeps at its place in the tree, across renders, until it leaves.
@MainActor
@Suite struct StateTests {
  struct Disclosure: View {
    let title: String
    @State private var isExpanded = false

    var body: some View {
      Button(isExpanded ? "▾ \(title)" : "▸ \(title)") { isExpanded.toggle() }
      if isExpanded {
        Text("Details of \(title)")
      }
    }
  }

  struct Counter: View {
    @State private var count = 0

    var body: some View {
      HStack {
        Button("+") { count += 1 }
        Text("\(count)")
      }
    }
  }

  /// A parent that shows its disclosures only while `isShown` says so.
  struct Page: View {
    let isShown: Box<Bool>

    var body: some View {
      Text("Page")
      if isShown.value {
        Disclosure(title: "A")
        Disclosure(title: "B")
      }
    }
  }

  @Test func togglingAStateBoolShowsAndHidesContentAcrossRenders() {
    let renderer = ViewRenderer(Disclosure(title: "More"))
    #expect(renderer.render().text() == "[1] ▸ More")
    #expect(renderer.perform(line: "press 1") == .performed)
    #expect(renderer.needsRender)
    #expect(renderer.render().text() == "[1] ▾ More\nDetails of More")
    #expect(renderer.perform(line: "press 1") == .performed)
    #expect(renderer.render().text() == "[1] ▸ More")
  }

  @Test func aWriteEvaluatesOnlyTheViewThatReadTheState() {
    let renderer = ViewRenderer(
      VStack {
        Counter()
        Counter()
      })
    renderer.render()
    #expect(renderer.perform(line: "1") == .performed)
    #expect(renderer.render().text() == "[1] + 1\n[2] + 0")
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["Counter"])
  }

  @Test func twoInstancesAtDifferentPlacesKeepSeparateValues() {
    let renderer = ViewRenderer(Page(isShown: Box(true)))
    renderer.render()
    #expect(renderer.perform(line: "2") == .performed)
    #expect(renderer.render().text() == "Page\n[1] ▸ A\n[2] ▾ B\nDetails of B")
    // A render that builds both views again keeps each one's value.
    renderer.invalidate()
    #expect(renderer.render().text() == "Page\n[1] ▸ A\n[2] ▾ B\nDetails of B")
  }

  @Test func aViewThatLeavesTheTreeComesBackWithItsInitialValue() {
    let isShown = Box(true)
    let renderer = ViewRenderer(Page(isShown: isShown))
    renderer.render()
    #expect(renderer.perform(line: "1") == .performed)
    #expect(renderer.render().text() == "Page\n[1] ▾ A\nDetails of A\n[2] ▸ B")
    isShown.value = false
    renderer.invalidate()
    #expect(renderer.render().text() == "Page")
    isShown.value = true
    renderer.invalidate()
    #expect(renderer.render().text() == "Page\n[1] ▸ A\n[2] ▸ B")
  }

  @Test func theProjectedValueIsABindingForAChildControl() {
    struct Settings: View {
      @State private var isOn = false
      @State private var name: String? = nil

      var body: some View {
        Toggle("Armed", isOn: $isOn)
        TextField("Name", text: Binding(get: { name ?? "" }, set: { name = $0 }))
        Text(isOn ? "armed \(name ?? "-")" : "off")
      }
    }
    let renderer = ViewRenderer(Settings())
    #expect(renderer.render().text() == "[1] [ ] Armed\n[2] Name: []\noff")
    #expect(renderer.perform(line: "toggle 1") == .performed)
    #expect(renderer.perform(line: "type 2 Ada") == .performed)
    #expect(renderer.render().text() == "[1] [x] Armed\n[2] Name: [Ada]\narmed Ada")
  }

  @Test func stateOutsideARenderReadsItsInitialValue() {
    let state = State(initialValue: 3)
    #expect(state.wrappedValue == 3)
    state.wrappedValue = 4
    #expect(state.projectedValue.wrappedValue == 4)
    #expect(State<Int?>().wrappedValue == nil)
  }
}
