/// Where one ``ScrollView`` is scrolled to, and the size it was last drawn at: its part of the
/// frame's scroll state, kept in the ``Viewport`` by the scroll view's identity.
///
/// Input moves the offsets (``offset(scrolledBy:)``, ``columnOffset(scrolledBy:)``); the layout
/// reads them and records the sizes each draw finds.
struct ScrollViewState: Equatable {
  /// The first content line shown.
  var offset = 0
  /// The horizontal scroll: the first content column shown.
  var columnOffset = 0
  /// The lines shown at the last draw; nil when it was as tall as its content, or not drawn
  /// yet (``isMeasured``).
  var height: Int?
  /// The columns it took at the last draw.
  var width: Int?
  /// Whether it was drawn at least once, so `height` and `width` mean something.
  var isMeasured = false
  /// Its content's lines at the last draw, rows out of sight estimated.
  var contentHeight = 0
  /// Its content's widest row at the last draw.
  var contentWidth = 0
  /// Whether the view scrolls sideways (`.horizontal` among its axes).
  var scrollsSideways = false
  /// The columns its content is shown in, besides the indicator.
  var innerWidth = 0

  /// The furthest `offset` goes.
  var lastOffset: Int { max(0, contentHeight - (height ?? contentHeight)) }
  /// The furthest ``columnOffset`` goes: the widest row's end at the right edge.
  var lastColumnOffset: Int { scrollsSideways ? max(0, contentWidth - innerWidth) : 0 }

  /// Whether content is out of its sight, so PageUp or PageDown can scroll it.
  var hasContentOutOfSight: Bool {
    height.map { contentHeight > $0 } ?? false
  }

  /// The offset `lines` further down (up when negative), kept within its content; nil when it
  /// has no height (it is as tall as its content) or is already at that end.
  func offset(scrolledBy lines: Int) -> Int? {
    guard height != nil else { return nil }
    let moved = min(max(0, offset + lines), lastOffset)
    return moved == offset ? nil : moved
  }

  /// The column offset `columns` further right (left when negative), kept within its content;
  /// nil when it does not scroll sideways or is already at that end.
  func columnOffset(scrolledBy columns: Int) -> Int? {
    guard scrollsSideways else { return nil }
    let moved = min(max(0, columnOffset + columns), lastColumnOffset)
    return moved == columnOffset ? nil : moved
  }
}
