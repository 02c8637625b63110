/// The screen sheets are drawn over as boxes (``ViewRenderer/overlaysModals``): its rows, and
/// where each presentation layer is scrolled to.
///
/// Each layer scrolls on its own: the base stays where the user left it, dimmed under the box,
/// while the box on top scrolls its own content, so closing the box finds the base unmoved.
struct ModalScreen {
  /// The rows the frame has on screen (the viewport's height), at least one.
  let height: Int
  /// The first line shown of each layer's content, by layer; a layer not listed starts at its top.
  let offsets: [Int: Int]

  init(height: Int, offsets: [Int: Int] = [:]) {
    self.height = max(1, height)
    self.offsets = offsets
  }

  /// The lines of `layer` in sight when `rows` of it are shown.
  func window(of layer: Int, rows: Int) -> Range<Int> {
    let offset = max(0, offsets[layer] ?? 0)
    return offset..<offset + max(1, rows)
  }

  /// Whether a box has room for its edges: a screen of fewer than three rows or columns shows
  /// the content alone.
  func hasEdges(width: Int) -> Bool {
    width >= 3 && height >= 3
  }

  /// The columns left blank on either side of a box, so the screen beneath shows round it.
  func sideMargin(width: Int) -> Int {
    width >= 40 ? 2 : width >= 12 ? 1 : 0
  }

  /// The rows left blank above and below a box.
  var endMargin: Int {
    height >= 12 ? 1 : 0
  }

  /// The blank columns between a box's sides and its content.
  func padding(width: Int) -> Int {
    hasEdges(width: width) && width >= 20 ? 1 : 0
  }

  /// The most columns a box's content may take on a screen `width` columns wide.
  func contentWidth(width: Int) -> Int {
    guard hasEdges(width: width) else { return max(1, width) }
    return max(1, width - 2 - 2 * sideMargin(width: width) - 2 * padding(width: width))
  }

  /// The most rows a box's content may take before it scrolls.
  func contentHeight(width: Int) -> Int {
    guard hasEdges(width: width) else { return height }
    return max(1, height - 2 - 2 * endMargin)
  }
}
