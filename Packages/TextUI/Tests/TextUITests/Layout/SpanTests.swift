import Testing

@testable import TextUI

/// A run of text: what a frame holds a million of for a piped list.
@Suite struct SpanTests {
  @Test func keepsTheHandleAndTheScrollAreaItIsTaggedWith() {
    var span = Span("[7]")
    #expect(span.control == nil && span.scrollArea == nil)
    span.control = 123_456
    span.scrollArea = 3
    #expect(span.control == 123_456 && span.scrollArea == 3)
    #expect(span != Span("[7]"))
    span.control = nil
    #expect(span.control == nil)
  }

  @Test func aSpanTakesFortyBytes() {
    #expect(MemoryLayout<Span>.stride <= 40)
  }
}
