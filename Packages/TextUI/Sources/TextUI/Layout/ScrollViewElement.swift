/// A resolved ``ScrollView``: its content, laid out only as far as it is in sight.
@MainActor
struct ScrollViewElement: CustomElement {
  let identity: ViewPath
  let axes: Axis.Set
  let showsIndicators: Bool
  let content: Element

  /// How many lines a scroll view lays out before it was ever drawn: a screen's worth. Its
  /// first draw tells it its height, and the layout's next pass lays out exactly that.
  static let firstGuess = 24

  /// In the line layout nothing gives a scroll view a height: it is as tall as its content, its
  /// rows laid out as far as the frame's own window reaches.
  /// Its content is offered no height where it scrolls down: it may be as tall as it likes.
  func lines(in layout: FrameLayout, style: TextStyle, origin: Int?) -> [FrameLine] {
    let outerHeight = layout.offeredHeight
    if axes.contains(.vertical) { layout.offeredHeight = nil }
    defer { layout.offeredHeight = outerHeight }
    return layout.lines(for: content, style: style, origin: origin)
  }

  func needsLayout(in layout: FrameLayout) -> Bool {
    layout.needsLayout(content)
  }

  /// Lays out the lines of the content the scroll view showed last time (or a screen's worth),
  /// at the width it had, registering only their controls.
  func layoutItem(in layout: FrameLayout, style: TextStyle, stack: Axis?) -> LayoutItem {
    let (area, state) = layout.scrollViews.enter(identity)
    // Its lines depend on its offset and size, kept outside the views: the subtrees around it
    // are laid out again on every render rather than kept.
    layout.log.unkeepableLayouts += 1
    defer { layout.scrollViews.leave() }
    let indicator = showsIndicators && axes.contains(.vertical) ? 1 : 0
    let room = max(0, layout.width - layout.indent - layout.margin)
    // Scrolling sideways, the content's lines are not wrapped (``ScrollViewLayout`` draws them
    // whole); what the layout places inside them is placed at the view's width, as it would be
    // scrolling only down.
    let contentWidth = max(1, (state.width ?? room) - indicator)
    let window: Range<Int>?
    if !axes.contains(.vertical) || (state.isMeasured && state.height == nil) {
      window = nil
    } else {
      let height = state.height ?? layout.window?.count ?? Self.firstGuess
      window = state.offset..<state.offset + height
    }
    // Never drawn yet, it does not know what it will show: what this pass lays out is only for
    // its first draw, which tells it its size. The next pass lays out exactly that, numbering the
    // controls from where they were numbered before this one, so they come in reading order.
    if !state.isMeasured, layout.scrollViews.handlesBeforeFirstDraw == nil {
      layout.scrollViews.handlesBeforeFirstDraw = layout.handles
    }
    let saved = (layout.window, layout.width, layout.indent, layout.margin, layout.offeredHeight)
    let contentHeight = axes.contains(.vertical) ? nil : layout.offeredHeight
    (layout.window, layout.width, layout.indent, layout.margin, layout.offeredHeight) = (
      window, contentWidth, 0, 0, contentHeight
    )
    let produced = layout.lines(for: content, style: style, origin: window == nil ? nil : 0)
    (layout.window, layout.width, layout.indent, layout.margin, layout.offeredHeight) = saved
    // The lines in the window, and the content's height with the rows out of sight estimated.
    var visible: [FrameLine] = []
    var position = 0
    for line in produced {
      if line.skippedLines == 0, window?.contains(position) ?? true { visible.append(line) }
      position += max(1, line.skippedLines)
    }
    return LayoutItem(
      .custom(
        ScrollViewLayout(
          area: area, identity: identity, axes: axes, showsIndicators: showsIndicators, lines: visible,
          laidOut: window, contentWidth: contentWidth, contentHeight: position, state: state,
          registry: layout.scrollViews)))
  }
}
