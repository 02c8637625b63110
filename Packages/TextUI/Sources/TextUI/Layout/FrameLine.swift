/// One logical line of a frame, before it is wrapped to the terminal's width.
public struct FrameLine: Hashable, Sendable {
  /// Indentation and decoration (a section's indent, a sheet's border) repeated on every
  /// wrapped continuation of the line.
  public var gutter: [Span]
  /// The content of the line.
  public var content: [Span]
  // The flags come after every word-sized property (Swift lays them out as declared): a frame
  // of a piped list holds hundreds of thousands of lines, 48 bytes each rather than 56.
  /// Decoration drawn at the right edge of every row of the line (a box's side), after the
  /// content is padded to the room left for it; the mirror of ``gutter``.
  var trailer: [Span] = []
  /// The presentation layer the line belongs to: 0 for the base, then one per sheet.
  var layer: Int
  /// Non-zero for a layout's placeholder standing for that many lines of rows it did not lay
  /// out (out of the window); never part of a frame.
  var skippedLines = 0
  /// A rule drawn across the full width (a ``Divider``); `content` is empty.
  public var isRule: Bool
  /// The line is behind an open sheet: its controls cannot be reached, styled output dims it.
  public var isInactive: Bool
  /// Placed by the two-dimensional layout (a frame, padding, a stack with a spacer): its columns
  /// are positions, so the line is cut at the terminal's edge rather than wrapped.
  var isLaidOut = false
  /// Which node's lines this line is, in a layout that may splice that node's lines anew into
  /// the frame (``NodeSegment``); 0 for every other line. 32 bits, after the flags: it fits in
  /// what the line's alignment pads anyway, so a line stays 48 bytes.
  var segmentTag: UInt32 = 0

  init(gutter: [Span] = [], content: [Span], isRule: Bool = false, layer: Int) {
    self.gutter = gutter
    self.content = content
    self.isRule = isRule
    self.isInactive = false
    self.layer = layer
  }

  /// Equal when drawn the same: which node's lines a layout tagged the line as is the layout's
  /// bookkeeping, not part of the line.
  public static func == (lhs: FrameLine, rhs: FrameLine) -> Bool {
    lhs.content == rhs.content && lhs.gutter == rhs.gutter && lhs.trailer == rhs.trailer
      && lhs.layer == rhs.layer
      && lhs.skippedLines == rhs.skippedLines && lhs.isRule == rhs.isRule && lhs.isInactive == rhs.isInactive
      && lhs.isLaidOut == rhs.isLaidOut
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(gutter)
    hasher.combine(content)
    hasher.combine(trailer)
    hasher.combine(layer)
    hasher.combine(skippedLines)
    hasher.combine(isRule)
    hasher.combine(isInactive)
    hasher.combine(isLaidOut)
  }

  /// The line without styling or wrapping.
  public var plainText: String {
    (gutter + content).map(\.text).joined()
  }
}

extension [FrameLine] {
  /// These lines with `leading` put before each gutter and `trailing` after each trailer: a
  /// box's sides, a section's indent. See ``addEdges(leading:trailing:)``.
  func addingEdges(leading: [Span], trailing: [Span] = []) -> [FrameLine] {
    var lines = self
    lines.addEdges(leading: leading, trailing: trailing)
    return lines
  }

  /// Puts `leading` before each line's gutter and `trailing` after each trailer, in place: the
  /// lines of a long boxed list are not copied once per enclosing box.
  ///
  /// Lines whose gutters (or trailers) are equal take the same new gutter, sharing its storage:
  /// the lines of a box mostly have one of a few edges (a section's header and its rows
  /// alternate two), and an array of spans per line would cost a long list (boxed, as the app's
  /// tabs are) several allocations a line. O(lines × edge spans).
  mutating func addEdges(leading: [Span], trailing: [Span] = []) {
    guard !leading.isEmpty || !trailing.isEmpty else { return }
    var gutters = SharedEdge { leading + $0 }
    var trailers = SharedEdge { $0 + trailing }
    for index in indices {
      if !leading.isEmpty { self[index].gutter = gutters.edged(self[index].gutter) }
      if !trailing.isEmpty { self[index].trailer = trailers.edged(self[index].trailer) }
    }
  }
}

/// One edge of `addEdges(leading:trailing:)`: the last few edges it was given and what it
/// made of each, handed out again while a line's edge is one of them.
private struct SharedEdge {
  /// How many edges are remembered: a section's header and rows, a nested section's, a box's
  /// title line — a screen alternates between a few.
  private static let remembered = 4
  let make: ([Span]) -> [Span]
  private var made: [(old: [Span], new: [Span])] = []
  private var next = 0

  init(_ make: @escaping ([Span]) -> [Span]) {
    self.make = make
  }

  mutating func edged(_ old: [Span]) -> [Span] {
    // Equal arrays that share storage compare without walking their spans.
    if let known = made.first(where: { $0.old == old }) { return known.new }
    let new = make(old)
    if made.count < Self.remembered {
      made.append((old, new))
    } else {
      made[next] = (old, new)
      next = (next + 1) % Self.remembered
    }
    return new
  }
}
