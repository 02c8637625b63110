/// One logical line of a frame, before it is wrapped to the terminal's width.
public struct FrameLine: Hashable, Sendable {
  /// Indentation and decoration (a section's indent, a sheet's border) repeated on every
  /// wrapped continuation of the line.
  public var gutter: [Span]
  /// The content of the line.
  public var content: [Span]
  /// A rule drawn across the full width (a ``Divider``); `content` is empty.
  public var isRule: Bool
  /// The line is behind an open sheet: its controls cannot be reached, styled output dims it.
  public var isInactive: Bool
  /// The presentation layer the line belongs to: 0 for the base, then one per sheet.
  var layer: Int
  /// Decoration drawn at the right edge of every row of the line (a box's side), after the
  /// content is padded to the room left for it; the mirror of ``gutter``.
  var trailer: [Span] = []
  /// Placed by the two-dimensional layout (a frame, padding, a stack with a spacer): its columns
  /// are positions, so the line is cut at the terminal's edge rather than wrapped.
  var isLaidOut = false
  /// Non-zero for a layout's placeholder standing for that many lines of rows it did not lay
  /// out (out of the window); never part of a frame.
  var skippedLines = 0

  init(gutter: [Span] = [], content: [Span], isRule: Bool = false, layer: Int) {
    self.gutter = gutter
    self.content = content
    self.isRule = isRule
    self.isInactive = false
    self.layer = layer
  }

  /// The line without styling or wrapping.
  public var plainText: String {
    (gutter + content).map(\.text).joined()
  }
}

extension [FrameLine] {
  /// These lines with `leading` put before each gutter and `trailing` after each trailer: a
  /// box's sides, a section's indent.
  ///
  /// A line whose gutter (or trailer) equals the previous line's takes the same new gutter,
  /// sharing its storage: the lines of a box mostly have the same edges, and an array of spans
  /// per line would cost a long list (boxed, as the app's tabs are) several allocations a line.
  /// O(lines × edge spans).
  func addingEdges(leading: [Span], trailing: [Span] = []) -> [FrameLine] {
    var gutters = SharedEdge { leading + $0 }
    var trailers = SharedEdge { $0 + trailing }
    return map { line in
      var line = line
      if !leading.isEmpty { line.gutter = gutters.edged(line.gutter) }
      if !trailing.isEmpty { line.trailer = trailers.edged(line.trailer) }
      return line
    }
  }
}

/// One edge of `addingEdges(leading:trailing:)`: the last edge it was given and what it
/// made of it, handed out again while the next line's edge is the same.
private struct SharedEdge {
  let make: ([Span]) -> [Span]
  private var last: (old: [Span], new: [Span])?

  init(_ make: @escaping ([Span]) -> [Span]) {
    self.make = make
  }

  mutating func edged(_ old: [Span]) -> [Span] {
    if let last, last.old == old { return last.new }
    let new = make(old)
    last = (old, new)
    return new
  }
}
