/// Where a ``Table``'s columns fall in one layout: their widths, fitted to the terminal, and the
/// gutter before them. Shared by the table and its rows, which the layout reaches later and
/// which format their cells with the widths measured for the rows in sight.
@MainActor
final class TableGeometry {
  /// Blank columns between two columns.
  static let spacing = 2
  /// What marks the selected rows, before their first cell.
  static let selectedMarker = "› "

  private let limits: [TableColumnWidth]
  private let isSelectable: Bool
  /// Each column's width in terminal columns.
  private(set) var widths: [Int] = []
  /// The terminal columns of a row's handle (`[12]`), its numbers right-aligned in them.
  private(set) var handleColumns = 0
  /// The columns left for the cells, once the gutter is taken.
  private var cellRoom = 0

  init(columns: [TableColumnWidth], isSelectable: Bool) {
    limits = columns
    self.isSelectable = isSelectable
  }

  /// The columns before the first cell: a selectable row's handle, a space and the marker.
  var gutter: Int { isSelectable ? handleColumns + 1 + DisplayWidth.of(Self.selectedMarker) : 0 }

  /// Measures the columns for a layout `room` terminal columns wide: each as wide as its
  /// title and the widest of `cells` (the rows in sight) within its bounds, the widest shrunk
  /// first while they do not fit. `handleBound` is the largest handle a row may get, and
  /// `reservesMarker` keeps room for the focus marker of a plain terminal.
  func measure(
    titles: [String], cells: some Sequence<[String]>, room: Int, handleBound: Int, reservesMarker: Bool
  ) {
    handleColumns = isSelectable ? DisplayWidth.of("[\(handleBound)]") : 0
    var content = titles.map(DisplayWidth.of)
    for row in cells {
      for (index, cell) in row.enumerated() where index < content.count {
        content[index] = max(content[index], DisplayWidth.of(cell))
      }
    }
    let marker = reservesMarker ? DisplayWidth.of(FocusRequest.marker) : 0
    cellRoom = max(0, room - gutter - marker)
    // No column is wider than the room: a width of `Int.max` must not overflow the sums below.
    let natural = zip(limits, content).map { min(max(0, $0.natural(content: $1)), cellRoom) }
    let available = max(0, cellRoom - Self.spacing * max(0, natural.count - 1))
    widths = Self.fitted(natural, into: available)
  }

  /// `natural` widths capped so that they add up to at most `available`: the widest are cut
  /// down to a common cap, the columns left narrower keep their width.
  nonisolated static func fitted(_ natural: [Int], into available: Int) -> [Int] {
    guard natural.reduce(0, +) > available else { return natural }
    // The largest cap that fits, by bisection: O(columns × log width).
    var low = 0
    var high = natural.max() ?? 0
    while low < high {
      let cap = (low + high + 1) / 2
      if natural.reduce(0, { $0 + min($1, cap) }) <= available { low = cap } else { high = cap - 1 }
    }
    var widths = natural.map { min($0, low) }
    var left = available - widths.reduce(0, +)
    for index in widths.indices where left > 0 && natural[index] > widths[index] {
      widths[index] += 1
      left -= 1
    }
    return widths
  }

  /// The cells of a row, each fitted to its column, the last one unpadded; never wider than
  /// the room measured for.
  func format(_ cells: [String]) -> String {
    var line = ""
    for (index, width) in widths.enumerated() {
      if index > 0 { line += String(repeating: " ", count: Self.spacing) }
      let cell = index < cells.count ? cells[index] : ""
      line += Self.fit(cell, to: width, padded: index < widths.count - 1)
    }
    return Self.fit(line, to: cellRoom, padded: false)
  }

  /// `text` cut to `width` terminal columns, an ellipsis marking the cut, then padded with
  /// spaces to `width` when `padded`.
  nonisolated static func fit(_ text: String, to width: Int, padded: Bool) -> String {
    let total = DisplayWidth.of(text)
    if total <= width { return padded ? text + String(repeating: " ", count: width - total) : text }
    guard width > 0 else { return "" }
    var kept = ""
    var used = 0
    for character in text {
      let columns = DisplayWidth.of(character)
      if used + columns > width - 1 { break }
      kept.append(character)
      used += columns
    }
    kept.append("…")
    used += 1
    return padded ? kept + String(repeating: " ", count: width - used) : kept
  }

  /// `text` as a cell shows it: control characters drawn as `�`, line breaks as spaces, so
  /// data never moves the cursor or makes a row two lines.
  nonisolated static func displayable(_ text: String) -> String {
    let safe = TerminalSafeText.displayable(text)
    guard safe.utf8.contains(10) else { return safe }
    return String(safe.map { $0 == "\n" ? " " : $0 })
  }
}
