import Testing

@testable import SwiftRex

@Suite struct TextStateTests {
  @Test func buildsFromAStringALiteralAndAnInterpolation() {
    let count = 3
    let literal: TextState = "Delete?"
    let interpolated: TextState = "Delete \(count) files?"
    #expect(TextState("Delete?") == literal)
    #expect(interpolated.string == "Delete 3 files?")
  }

  @Test func describesItselfAsThePlainString() {
    #expect(TextState("Delete?").description == "Delete?")
    #expect("\(TextState("a \"b\""))" == "a \"b\"")
  }

  @Test func equalTextsHashAlike() {
    #expect(Set([TextState("a"), TextState("a"), TextState("b")]).count == 2)
    #expect(TextState("a") != TextState("A"))
  }

  @Test func rendersAsAQuotedStringInStateDiffs() {
    #expect(StateDiff.render(TextState("Delete?")) == #""Delete?""#)
    #expect(StateDiff.render(TextState("")) == #""""#)
    #expect(StateDiff.render(TextState?.none) == "nil")
    #expect(
      StateDiff.diff(TextState("Delete?"), TextState("Remove?")) == """
        − "Delete?"
        + "Remove?"
        """)
  }
}
