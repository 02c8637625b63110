import Testing

@testable import TextUI

@MainActor
@Suite struct ViewBuilderTests {
  struct Conditional: View {
    let flag: Bool
    let name: String?

    var body: some View {
      if flag {
        Text("yes")
      } else {
        Text("no")
      }
      if let name {
        Text("hi \(name)")
      }
    }
  }

  @Test func ifElseAndOptionals() {
    #expect(renderedText(Conditional(flag: true, name: nil)) == "yes")
    #expect(renderedText(Conditional(flag: false, name: "Ada")) == "no\nhi Ada")
  }

  @Test func forEachOverRangeAndIdentifiedData() {
    let view = VStack {
      ForEach(0..<3) { index in Text("#\(index)") }
      ForEach([Row(id: 7, title: "seven")]) { row in Text(row.title) }
    }
    #expect(renderedText(view) == "#0\n#1\n#2\nseven")
  }

  @Test func anyViewErasesDifferentTypes() {
    let views = [AnyView(Text("a")), AnyView(Button("b") {})]
    #expect(renderedText(VStack { ForEach(0..<2) { views[$0] } }) == "a\n[1] b")
  }

  @Test func emptyBlockIsEmpty() {
    #expect(renderedText(VStack {}).isEmpty)
  }

  @Test func primitiveBodiesAreNeverNeeded() {
    // Rendering a tree made only of primitives evaluates no body.
    let renderer = ViewRenderer(Form { Text("x") })
    renderer.render()
    #expect(renderer.lastRenderStatistics.bodiesEvaluated == 0)
  }
}
