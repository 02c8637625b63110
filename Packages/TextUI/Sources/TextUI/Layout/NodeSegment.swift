/// Where the lines of one composite view's node stand in a frame, with what laying them out
/// registered there: what the next render needs to lay that node out alone and put its new lines
/// in place of the old ones, the rest of the frame left as it is (``FrameSplice``).
///
/// Recorded for a node evaluated since the previous layout — what changed then is what tends to
/// change again, as a counter's view on every increment — and kept only if its lines reached the
/// frame as it laid them out: one after another, in order, their content untouched, with at most
/// edges put before and after them by the views around it (stacks, padding and boxes laid out
/// line by line, sections). Lines placed side by side or by the two-dimensional layout are new
/// lines, and lines under a colour are painted: a node drawn so is never spliced.
@MainActor
struct NodeSegment {
  /// The node whose lines these are.
  let node: ViewNode
  /// The ``FrameLine/segmentTag`` of its lines in the frame.
  let tag: UInt32
  /// What the lines were laid out in: the style, the columns, the gutters and trailers around.
  let key: NodeLayout.Key
  /// The node's lines as it laid them out, before the views around it added their edges.
  var lines: [FrameLine]
  /// The frame line the first of them is, once the layout found them in the frame.
  var position = 0
  /// The handles of the controls the node registered, in order, disabled ones included.
  let handles: [Int]
  /// Where the node's entries stand in the frame's reading order, lifecycle entries and Esc
  /// actions.
  let readingOrder: Range<Int>
  let lifecycle: Range<Int>
  let exits: Range<Int>
  /// What the views around decided from the node's content (``FrameLayout/placement(of:)``).
  let placement: Placement

  /// What the views around a node decide from its content rather than from its lines.
  struct Placement: Equatable {
    /// Whether it takes the whole width: a box or padding around it is drawn line by line.
    var fillsWidth: Bool
    /// How many items of a stack it stands for (counted up to 2), and whether one is a row set.
    var items: Int
    var isRows: Bool
    /// Whether a form sets it apart as a section.
    var isSection: Bool
  }

  /// Whether `new`, the node's lines laid out again, can take the place of ``lines``: as many,
  /// each with the same edges and flags, so the views around would have drawn them the same way
  /// but for their content.
  func isShaped(like new: [FrameLine]) -> Bool {
    guard new.count == lines.count else { return false }
    for (old, new) in zip(lines, new) {
      guard old.gutter == new.gutter, old.trailer == new.trailer, old.layer == new.layer,
        old.skippedLines == new.skippedLines, old.isRule == new.isRule, old.isLaidOut == new.isLaidOut,
        old.isInactive == new.isInactive
      else { return false }
    }
    return true
  }
}
