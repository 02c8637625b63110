/// One row of a ``Table``: its cells formatted with the widths its table measured for this
/// layout, behind its handle when the table selects rows.
@MainActor
struct TableRowElement: CustomElement {
  let identity: ViewPath
  let cells: [String]
  let isSelected: Bool
  /// Selects the row; nil when the table has no selection, and the row is text alone.
  let select: (@MainActor () -> Void)?
  let geometry: TableGeometry

  func lines(in layout: FrameLayout, style: TextStyle, origin: Int?) -> [FrameLine] {
    let text = geometry.format(cells)
    var attributes = style.attributes
    if isSelected { attributes.insert(.bold) }
    guard let select else {
      return [FrameLine(content: [Span(text, attributes: attributes)], layer: layout.layer)]
    }
    // Registered as a button labelled by its first cell, so `press Dune` selects the Dune row.
    let produced = layout.lines(
      for: .button(identity, label: .text(cells.first ?? ""), action: select), style: style)
    guard var line = produced.first, let handle = line.content.first else { return produced }
    let isFocused = handle.attributes.contains(.focused)
    if isFocused { attributes.insert(.focused) }
    let marker = isSelected ? TableGeometry.selectedMarker : "  "
    var row = Span(" " + marker + text, attributes: attributes)
    row.control = handle.control
    let padding = max(0, geometry.handleColumns - DisplayWidth.of(handle.text))
    line.content = [Span(String(repeating: " ", count: padding)), handle, row]
    if isFocused, layout.focus?.marksInText == true { line.content.append(Span(FocusRequest.marker)) }
    return [line]
  }

  func layoutItem(in layout: FrameLayout, style: TextStyle, stack: Axis?) -> LayoutItem {
    LayoutItem(
      .lines(
        lines(in: layout, style: style, origin: nil), fillsWidth: false, text: TextLayout(), relayout: nil))
  }

  func needsLayout(in layout: FrameLayout) -> Bool { false }
}
