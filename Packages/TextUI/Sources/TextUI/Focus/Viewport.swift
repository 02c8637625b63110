/// Where the frame is scrolled on a screen shorter than it, and where each of its scroll views
/// is, kept as one value: how many lines are shown, the first of them, the rows a box drawn over
/// the screen gives its content, where each layer a sheet covers was left, and each
/// ``ScrollView``'s position and size by its identity.
///
/// The renderer keeps one (``ViewRenderer/viewportHeight`` and ``ViewRenderer/scrollOffset`` read
/// it), so the whole scroll state of a frame can be compared, copied and restored. Input changes
/// it through the renderer's scrolling operations; the layout reads it, and records the size
/// each scroll view was drawn at.
struct Viewport: Equatable {
  /// The lines of the frame shown; nil shows every line.
  var height: Int?
  /// The first frame line shown.
  var offset = 0
  /// The rows the box on top has for its content, while a box is drawn over the screen: what
  /// scrolls then is its content, in those rows.
  var boxContentHeight: Int?
  /// The frontmost layer when the viewport last followed it: a sheet that opens is scrolled into
  /// sight once, then the user scrolls freely.
  var followedLayer = 0
  /// Where the viewport was on each layer a sheet now covers: closing the sheet goes back there.
  var coveredLayerOffsets: [Int: Int] = [:]
  /// Each scroll view of the frame, by its identity: where it is scrolled and the size it was
  /// drawn at. A layout forgets the ones it no longer reaches, so one that comes back starts
  /// from its top, as a new view does.
  var scrollViews: [ViewPath: ScrollViewState] = [:]

  /// The rows what scrolls is shown in: the box on top's content rows over the screen, else the
  /// viewport's; nil without a viewport.
  var scrollHeight: Int? {
    boxContentHeight ?? height
  }

  /// The lines in sight (in the box on top, over the screen), or nil without a viewport.
  var window: Range<Int>? {
    scrollHeight.map { offset..<offset + $0 }
  }

  /// The lines a layout lays out: the screen's, whatever box is drawn over it.
  var layoutWindow: Range<Int>? {
    height.map { offset..<offset + $0 }
  }

  /// The offset `lines` further down (up when negative), kept within a frame of `lineCount`
  /// lines; nil without a viewport, or when it is already at that end.
  func offset(scrolledBy lines: Int, lineCount: Int) -> Int? {
    guard let height = scrollHeight else { return nil }
    let moved = min(max(0, offset + lines), max(0, lineCount - height))
    return moved == offset ? nil : moved
  }

  /// Whether one of the scroll views at `identities` (a layout's) has content out of its sight,
  /// so PageUp or PageDown can scroll it.
  func hasContentOutOfSight(inScrollViews identities: [ViewPath]) -> Bool {
    identities.contains { scrollViews[$0]?.hasContentOutOfSight == true }
  }
}
