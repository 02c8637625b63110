import Testing

@testable import TextUI

/// A node laid out again to be spliced must give its controls the handles they had, in order,
/// without numbering anything anew.
@Suite struct HandleExpectationTests {
  private func numbered(_ names: [String]) -> (HandleTable, [ViewPath]) {
    var table = HandleTable()
    table.beginFrame()
    let paths = names.map { ViewPath().appending(.role($0)) }
    for path in paths { _ = table.handle(for: path) }
    table.endFrame()
    return (table, paths)
  }

  @Test func theSameControlsInTheSameOrderMeetIt() {
    let (table, paths) = numbered(["a", "b", "c"])
    var expectation = HandleExpectation([1, 2, 3])
    // Paths equal to the held ones, made anew as a new evaluation makes them.
    let handles = ["a", "b", "c"].map { expectation.take(ViewPath().appending(.role($0)), in: table) }
    #expect(handles == [1, 2, 3])
    #expect(expectation.isMet)
    #expect(paths.count == 3)
  }

  @Test func anotherOrderAMissingOrAnExtraControlBreaksIt() {
    let (table, _) = numbered(["a", "b"])
    var swapped = HandleExpectation([1, 2])
    #expect(swapped.take(ViewPath().appending(.role("b")), in: table) == 0)
    #expect(!swapped.isMet)
    // Once broken it stays broken, even for the control that would have matched.
    #expect(swapped.take(ViewPath().appending(.role("a")), in: table) == 0)
    #expect(!swapped.isMet)

    var missing = HandleExpectation([1, 2])
    _ = missing.take(ViewPath().appending(.role("a")), in: table)
    #expect(!missing.isMet)

    var extra = HandleExpectation([1])
    _ = extra.take(ViewPath().appending(.role("a")), in: table)
    #expect(extra.isMet)
    #expect(extra.take(ViewPath().appending(.role("b")), in: table) == 0)
    #expect(!extra.isMet)
  }

  @Test func takingLeavesTheTableAsItWas() {
    let (table, _) = numbered(["a", "b"])
    var copy = table
    var expectation = HandleExpectation([1, 2])
    _ = expectation.take(ViewPath().appending(.role("a")), in: copy)
    _ = expectation.take(ViewPath().appending(.role("new")), in: copy)
    #expect(copy.rememberedCount == table.rememberedCount)
    // A handle for a new control is still the next one the table would give.
    #expect(copy.handle(for: ViewPath().appending(.role("new"))) == 3)
  }
}
