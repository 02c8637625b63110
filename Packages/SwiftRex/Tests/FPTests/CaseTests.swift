import FP
import Testing

extension ShapeAction {
  /// An optional property that is no case: a case key path through it can extract, not embed.
  fileprivate var setOrRenamed: Int? { self.set ?? rename.map(\.count) }
}

@Suite struct CaseTests {
  @Test func theRootAddressesTheWholeAction() {
    let root = Case<ShapeAction, ShapeAction>.root
    #expect(root.extract(.set(1)) == .set(1))
    #expect(root.embed?(.reset) == .reset)
  }

  @Test func aCaseKeyPathExtractsItsCaseAndEmbedsThroughTheTable() {
    let set = Case(\Case<ShapeAction, ShapeAction>.set)
    #expect(set.extract(.set(3)) == 3)
    #expect(set.extract(.reset) == nil)
    #expect(set.embed?(4) == .set(4))
    let reset = Case<ShapeAction, Void>(\.reset)
    #expect(reset.embed?(()) == .reset)
    #expect(reset.extract(.set(1)) == nil)
  }

  @Test func aPropertyThatIsNoCaseMatchesButCannotEmbed() {
    let path = Case<ShapeAction, Int>(\.setOrRenamed)
    #expect(path.extract(.rename(to: "abc")) == 3)
    #expect(path.embed == nil)
  }

  @Test func aFieldBelowAStepWithoutFieldsMatchesButCannotEmbed() {
    // The step knows how to embed a whole point, not how to embed `x` without a `y`.
    let point = Case<Point?, Point>(extract: { $0 }, embed: { $0 })
    let x = point.x
    #expect(x.extract(Point(x: 3, y: 4)) == 3)
    #expect(x.extract(nil) == nil)
    #expect(x.embed == nil)
  }

  @Test func appendingAPrismComposesBothHalves() {
    let doubled = Prism<Int, Int>(preview: { $0 % 2 == 0 ? $0 / 2 : nil }, review: { $0 * 2 })
    let path = Case<ShapeAction, Int>(\.set).appending(doubled)
    #expect(path.extract(.set(8)) == 4)
    #expect(path.extract(.set(7)) == nil)
    #expect(path.embed?(5) == .set(10))
  }
}

/// A value with fields, for a step to a field below another step's value.
private struct Point: Equatable {
  var x = 0
  var y = 0
}
