import Testing

@testable import TextUI

@MainActor
@Suite struct HandleTableTests {
  struct Rows: View {
    let rows: Box<[Row]>

    var body: some View {
      List(rows.value) { row in Button(row.title) {} }
      Button("Add") {}
    }
  }

  @Test func handlesStayWhileControlsStayAndFreshOnesAreNew() {
    let rows = Box([Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 3, title: "c")])
    let renderer = ViewRenderer(Rows(rows: rows))
    #expect(renderer.render().text() == "[1] a\n[2] b\n[3] c\n[4] Add")

    rows.value.remove(at: 1)
    renderer.invalidate()
    #expect(renderer.render().text() == "[1] a\n[3] c\n[4] Add")

    rows.value.insert(Row(id: 9, title: "new"), at: 0)
    renderer.invalidate()
    #expect(renderer.render().text() == "[5] new\n[1] a\n[3] c\n[4] Add")

    // The removed row's identity was freed: bringing it back is a new control.
    rows.value.append(Row(id: 2, title: "b"))
    renderer.invalidate()
    #expect(renderer.render().text() == "[5] new\n[1] a\n[3] c\n[6] b\n[4] Add")
    #expect(renderer.perform(.press(2)) == .rejected("There is no control [2] on screen."))
  }

  @Test func duplicateIdsGetDistinctHandles() {
    let rows = Box([Row(id: 1, title: "a"), Row(id: 1, title: "b")])
    #expect(renderedText(Rows(rows: rows)) == "[1] a\n[2] b\n[3] Add")
  }

  @Test func switchingBranchesGivesFreshHandles() {
    let flag = Box(true)
    struct Switcher: View {
      let flag: Box<Bool>
      var body: some View {
        if flag.value { Button("on") {} } else { Button("off") {} }
      }
    }
    let renderer = ViewRenderer(Switcher(flag: flag))
    #expect(renderer.render().text() == "[1] on")
    flag.value = false
    renderer.invalidate()
    #expect(renderer.render().text() == "[2] off")
  }
}
