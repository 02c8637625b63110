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
    var gutters: (old: [Span], new: [Span])?
    var trailers: (old: [Span], new: [Span])?
    return map { line in
      var line = line
      if !leading.isEmpty {
        if let gutters, gutters.old == line.gutter {
          line.gutter = gutters.new
        } else {
          let old = line.gutter
          line.gutter = leading + old
          gutters = (old, line.gutter)
        }
      }
      if !trailing.isEmpty {
        if let trailers, trailers.old == line.trailer {
          line.trailer = trailers.new
        } else {
          let old = line.trailer
          line.trailer = old + trailing
          trailers = (old, line.trailer)
        }
      }
      return line
    }
  }
}
