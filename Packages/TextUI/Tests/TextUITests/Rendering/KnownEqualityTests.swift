import Testing

@_spi(SwiftRexInternals) @testable import TextUI

@Suite struct KnownEqualityTests {
  struct Plain {
    var value: Int
  }

  @Test func equatableValuesAreComparedWithTheirEquality() {
    #expect(areKnownEqual(3, 3))
    #expect(!areKnownEqual(3, 4))
    #expect(areKnownEqual("a", "a"))
    #expect(areKnownEqual([1, 2], [1, 2]))
  }

  @Test func twoAbsentOptionalsAreEqual() {
    // `Optional` is `Equatable` through its wrapped type: compared as a whole, not unwrapped.
    #expect(areKnownEqual(Int?.none, Int?.none))
    #expect(!areKnownEqual(Int?.none, Int?.some(1)))
    #expect(areKnownEqual(Int?.some(1), Int?.some(1)))
  }

  @Test func valuesOfANonEquatableTypeAreNeverKnownEqual() {
    #expect(!areKnownEqual(Plain(value: 1), Plain(value: 1)))
  }

  @Test func anExistentialHoldingEquatableValuesComparesThem() {
    let one: Any = 1
    let otherOne: Any = 1
    let text: Any = "1"
    #expect(areKnownEqual(one, otherOne))
    #expect(!areKnownEqual(one, text))
    #expect(!areKnownEqual(Plain(value: 1) as Any, Plain(value: 1) as Any))
  }
}
