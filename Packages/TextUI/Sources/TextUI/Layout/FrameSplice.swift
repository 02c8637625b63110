/// A layout's frame as the next render can splice into it: the base layer's lines before they
/// are cut to the window, the nodes whose lines can be laid out again alone (``NodeSegment``),
/// and what the frame registered, in frame order.
///
/// Only a frame without sheets, covers, spinners or forgotten rows has one: those lay out
/// layers or rows that a node's new lines would move.
@MainActor
struct FrameSplice {
  /// The base layer's lines, in frame order, placeholders for rows out of the window included.
  var lines: [FrameLine]
  /// The segments found in ``lines``, by node.
  var segments: [ObjectIdentifier: NodeSegment]
  /// The handles of the frame's enabled controls, in reading order.
  var readingOrder: [Int]
  var lifecycleEntries: [LifecycleEntry]
  var exitCommands: [(layer: Int, action: @MainActor () -> Void)]
  /// The handle of the control drawn focused.
  var focusedHandle: Int?
  /// The window the lines were cut to.
  var window: Range<Int>?
  /// The line each control stands on.
  var controlLines: [Int: Int]
}
