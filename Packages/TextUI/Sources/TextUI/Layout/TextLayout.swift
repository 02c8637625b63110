/// How a text's rows are fitted and lined up once wrapped: its alignment, its line limit and
/// where it is cut (``View/multilineTextAlignment(_:)``, ``View/lineLimit(_:)``,
/// ``View/truncationMode(_:)``).
struct TextLayout: Hashable {
  var alignment: TextAlignment = .leading
  var lineLimit: Int?
  var truncationMode: Text.TruncationMode = .tail

  /// Whether this lays the text out as the line layout would anyway.
  var isPlain: Bool { alignment == .leading && lineLimit == nil }

  /// `rows` (`unwrapped` wrapped at `width`) cut to the line limit, the last row shown marked
  /// by an ellipsis where text was left out, no row wider than `width`.
  func fitted(_ rows: [[Span]], unwrapped: [[Span]], width: Int) -> [[Span]] {
    guard let lineLimit, rows.count > lineLimit else { return rows }
    guard lineLimit > 0 else { return [] }
    let width = max(1, width)
    var kept = Array(rows.prefix(lineLimit))
    if lineLimit == 1, let first = unwrapped.first, unwrapped.count == 1 || Self.width(of: first) >= width {
      // One line stands for the text's first: cut it where the mode says, from the text as
      // written rather than as wrapped.
      kept[0] = Self.truncate(first, to: width, mode: truncationMode)
      return kept
    }
    let last = kept[kept.count - 1]
    if Self.width(of: last) < width {
      kept[kept.count - 1] = last + [(last.last ?? Span("")).withText("…")]
    } else {
      kept[kept.count - 1] = Self.truncate(last, to: width, mode: .tail)
    }
    return kept
  }

  /// The columns `spans` take once drawn: a control character drawn as a stand-in counts.
  private static func width(of spans: [Span]) -> Int {
    spans.reduce(0) { $0 + DisplayWidth.of(TerminalSafeText.displayable($1.text)) }
  }

  /// `spans` cut to `width` columns, an ellipsis where characters were left out.
  private static func truncate(_ spans: [Span], to width: Int, mode: Text.TruncationMode) -> [Span] {
    // Measured as drawn: a tab counts the column of the blank it is drawn as, not none.
    let cells = spans.flatMap { span in
      span.text.map { (character: TerminalSafeText.displayable($0), look: span.withText("")) }
    }
    let room = width - 1
    func take(_ cells: some Collection<(character: Character, look: Span)>, columns: Int) -> [(
      Character, Span
    )] {
      var taken: [(Character, Span)] = []
      var used = 0
      for cell in cells {
        let cellWidth = DisplayWidth.of(cell.character)
        guard used + cellWidth <= columns else { break }
        taken.append((cell.character, cell.look))
        used += cellWidth
      }
      return taken
    }
    let ellipsisLook = (mode == .head ? cells.first : cells.last)?.look ?? Span("")
    let ellipsis: (Character, Span) = ("…", ellipsisLook)
    let result: [(Character, Span)]
    switch mode {
    case .tail:
      result = take(cells, columns: room) + [ellipsis]
    case .head:
      result = [ellipsis] + take(cells.reversed(), columns: room).reversed()
    case .middle:
      let front = take(cells, columns: (room + 1) / 2)
      let back = take(cells.reversed(), columns: room / 2).reversed()
      result = front + [ellipsis] + back
    }
    var merged: [Span] = []
    for (character, look) in result {
      if let last = merged.last, last.looksLike(look) {
        merged[merged.count - 1].text.append(character)
      } else {
        merged.append(look.withText(String(character)))
      }
    }
    return merged
  }
}
