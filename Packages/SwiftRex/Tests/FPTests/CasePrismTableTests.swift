import FP
import Testing

@Suite struct CasePrismTableTests {
  @Test func findsTheRecordedPrismAndNothingElse() {
    var table = CasePrismTable<ShapeAction>()
    #expect(table.count == 0)
    table.add(\ShapeAction.set, ShapeAction.prism.set)
    #expect(table.count == 1)
    #expect(table.prism(for: \ShapeAction.set)?.review(1) == .set(1))
    #expect(table.prism(for: \ShapeAction.rename) == nil)
  }

  @Test func generatedTableCoversEveryCase() {
    let table = ShapeAction.casePrisms
    #expect(table.count == 5)
    #expect(table.prism(for: \ShapeAction.reset)?.review(()) == .reset)
    #expect(table.prism(for: \ShapeAction.rename)?.review("a") == .rename(to: "a"))
    #expect(table.prism(for: \ShapeAction.moved)?.preview(.moved(from: 1, to: 2))?.to == 2)
  }
}
