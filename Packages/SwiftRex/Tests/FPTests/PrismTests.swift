import FP
import Testing

@Suite struct PrismTests {
  private enum Outer: Equatable {
    case inner(Inner)
    case other
  }

  private enum Inner: Equatable {
    case value(Int)
    case nothing
  }

  private static let inner = Prism<Outer, Inner>(
    preview: { if case .inner(let inner) = $0 { return inner } else { return nil } },
    review: { .inner($0) })
  private static let value = Prism<Inner, Int>(
    preview: { if case .value(let value) = $0 { return value } else { return nil } },
    review: { .value($0) })

  @Test func compositionFocusesThroughBoth() {
    let composed = Self.inner >>> Self.value
    #expect(composed.preview(.inner(.value(3))) == 3)
    #expect(composed.preview(.inner(.nothing)) == nil)
    #expect(composed.preview(.other) == nil)
    #expect(composed.review(4) == .inner(.value(4)))
    #expect(Self.inner.appending(Self.value).review(5) == composed.review(5))
  }

  @Test func identityIsTheUnitOfComposition() {
    let left = Prism<Outer, Outer>.identity >>> Self.inner
    let right = Self.inner >>> Prism<Inner, Inner>.identity
    for whole in [Outer.inner(.value(1)), .inner(.nothing), .other] {
      #expect(left.preview(whole) == Self.inner.preview(whole))
      #expect(right.preview(whole) == Self.inner.preview(whole))
    }
  }

  @Test func matchesAndModify() {
    #expect(Self.inner.matches(.inner(.nothing)))
    #expect(!Self.inner.matches(.other))
    var whole = Outer.inner(.value(1))
    let composed = Self.inner >>> Self.value
    #expect(composed.modify(&whole) { $0 += 10 })
    #expect(whole == .inner(.value(11)))
    var other = Outer.other
    #expect(!composed.modify(&other) { $0 += 10 })
    #expect(other == .other)
  }
}
