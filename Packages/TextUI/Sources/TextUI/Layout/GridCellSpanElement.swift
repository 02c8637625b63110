/// A resolved ``View/gridCellColumns(_:)``: a cell taking `columns` columns of its grid row.
/// Anywhere else it is its content.
@MainActor
struct GridCellSpanElement: CustomElement {
  let columns: Int
  let content: Element

  func lines(in layout: FrameLayout, style: TextStyle, origin: Int?) -> [FrameLine] {
    layout.lines(for: content, style: style, origin: origin)
  }

  func layoutItem(in layout: FrameLayout, style: TextStyle, stack: Axis?) -> LayoutItem {
    layout.layoutItem(for: content, style: style, in: stack)
  }

  func needsLayout(in layout: FrameLayout) -> Bool {
    layout.needsLayout(content)
  }
}
