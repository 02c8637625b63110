import Testing

@testable import TextUI

/// `FrameLine` arrays given a box's or a section's edges.
@MainActor
@Suite struct FrameLineTests {
  func line(_ text: String, gutter: [Span] = [], trailer: [Span] = []) -> FrameLine {
    var line = FrameLine(gutter: gutter, content: [Span(text)], layer: 0)
    line.trailer = trailer
    return line
  }

  @Test func edgesGoBeforeEachGutterAndAfterEachTrailer() {
    let lines = [
      line("a"), line("b", gutter: [Span("  ")]), line("c", trailer: [Span("|")]), line("d"),
    ]
    let edged = lines.addingEdges(leading: [Span("│ ")], trailing: [Span(" │")])
    #expect(edged.map(\.gutter) == [[Span("│ ")], [Span("│ "), Span("  ")], [Span("│ ")], [Span("│ ")]])
    #expect(edged.map(\.trailer) == [[Span(" │")], [Span(" │")], [Span("|"), Span(" │")], [Span(" │")]])
    #expect(edged.map(\.content) == lines.map(\.content))
  }

  @Test func noEdgesLeaveTheLinesAsTheyWere() {
    let lines = [line("a", gutter: [Span("  ")], trailer: [Span("|")])]
    #expect(lines.addingEdges(leading: []) == lines)
  }

  /// What keeps a boxed list of 50,000 rows from costing two arrays per line.
  @Test func linesWithTheSameEdgesShareOneArrayOfSpans() {
    let lines = (0..<3).map { line("row \($0)", gutter: [Span("  ")]) }
    let edged = lines.addingEdges(leading: [Span("│ ")], trailing: [Span(" │")])
    func address(_ spans: [Span]) -> UnsafeRawPointer? {
      spans.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
    #expect(Set(edged.map { address($0.gutter) }).count == 1)
    #expect(Set(edged.map { address($0.trailer) }).count == 1)
  }

  /// A section's header and its rows alternate two gutters: lines with either share its array.
  @Test func linesWhoseEdgesAlternateShareOneArrayPerEdge() {
    let lines = (0..<6).map { line("line \($0)", gutter: $0.isMultiple(of: 2) ? [] : [Span("  ")]) }
    let edged = lines.addingEdges(leading: [Span("│ ")], trailing: [Span(" │")])
    func address(_ spans: [Span]) -> UnsafeRawPointer? {
      spans.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
    #expect(Set(edged.map { address($0.gutter) }).count == 2)
    #expect(Set(edged.map { address($0.trailer) }).count == 1)
    #expect(edged.map(\.gutter) == lines.map { [Span("│ ")] + $0.gutter })
  }

  /// A piped list's frame holds every line: the flags come after the words, the segment tag in
  /// what their alignment pads.
  @Test func aLineTakesFortyEightBytes() {
    #expect(MemoryLayout<FrameLine>.stride <= 48)
  }

  /// The segment tag is the layout's bookkeeping: frames compare and hash as they are drawn.
  @Test func aLineIsEqualWhateverItsSegmentTag() {
    var tagged = line("Count: 1", gutter: [Span("  ")])
    tagged.segmentTag = 7
    let plain = line("Count: 1", gutter: [Span("  ")])
    #expect(tagged == plain)
    #expect(tagged.hashValue == plain.hashValue)
    var other = plain
    other.isInactive = true
    #expect(other != plain)
    #expect(line("Count: 2", gutter: [Span("  ")]) != plain)
  }
}
