/// A resolved ``GridRow``: the cells a ``GridElement`` places in columns. Outside a grid it is
/// a horizontal stack of its cells.
@MainActor
struct GridRowElement: CustomElement {
  let alignment: VerticalAlignment?
  let content: Element

  /// The row as the stack it is outside a grid.
  private var stack: Element {
    .horizontalStack([content], spacing: 1, alignment: alignment)
  }

  func lines(in layout: FrameLayout, style: TextStyle, origin: Int?) -> [FrameLine] {
    layout.lines(for: stack, style: style, origin: origin)
  }

  func layoutItem(in layout: FrameLayout, style: TextStyle, stack axis: Axis?) -> LayoutItem {
    layout.layoutItem(for: stack, style: style, in: axis)
  }

  func needsLayout(in layout: FrameLayout) -> Bool {
    layout.needsLayout(stack)
  }
}
