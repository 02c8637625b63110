/// A view placed by a layout modifier (`.frame`, `.padding`, `.fixedSize`, `.layoutPriority`,
/// `.border`).
struct LayoutModifierView<Content: View>: View, PrimitiveView {
  let content: Content
  let modifier: LayoutModifier

  var body: Never { primitiveBodyRequested(Self.self) }

  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .layout(modifier, scope.resolve(content, at: path.appending(.role("layout"))))
  }
}

extension View {
  /// Places this view in a frame of exactly `width` columns and `height` rows where they are
  /// given (nil keeps the view's own length), aligned within it by `alignment`, as in SwiftUI.
  ///
  /// The view is offered the frame's size: text wraps to the width. A view larger than the frame
  /// overflows it, centred by default, and is cut at the edge of the screen, never wrapped.
  public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> some View {
    LayoutModifierView(
      content: self,
      modifier: .frame(
        width: width.map(ProposedSize.length), height: height.map(ProposedSize.length), alignment: alignment))
  }

  /// Places this view in a frame that is as wide and tall as offered, within the bounds given,
  /// as in SwiftUI: `.frame(maxWidth: .infinity)` takes the whole width, `.frame(minHeight: 3)`
  /// at least three rows.
  ///
  /// A missing bound stands for the view's own length; an ideal length is what the frame takes
  /// when its parent asks for its ideal size (`.fixedSize()`, a stack measuring it). When the
  /// bounds contradict each other (a minimum above the maximum) the minimum wins.
  public func frame(
    minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil,
    idealHeight: Int? = nil, maxHeight: Int? = nil, alignment: Alignment = .center
  ) -> some View {
    let bounds = LayoutItem.FlexibleFrame(
      minWidth: minWidth.map(ProposedSize.length), idealWidth: idealWidth.map(ProposedSize.length),
      maxWidth: maxWidth.map(ProposedSize.maximum), minHeight: minHeight.map(ProposedSize.length),
      idealHeight: idealHeight.map(ProposedSize.length), maxHeight: maxHeight.map(ProposedSize.maximum))
    return LayoutModifierView(content: self, modifier: .flexibleFrame(bounds, alignment: alignment))
  }

  /// Adds `length` cells of room on the sides in `edges` (columns left and right, rows above
  /// and below); nil adds one cell, the terminal's default spacing.
  ///
  /// SwiftUI's default padding is about 16 points; a cell is much larger, so one is the default.
  public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> some View {
    LayoutModifierView(content: self, modifier: .padding(EdgeInsets(edges, length ?? 1).clamped))
  }

  /// Adds `length` cells of room on every side.
  public func padding(_ length: Int) -> some View {
    padding(.all, length)
  }

  /// Adds the room `insets` give on each side.
  public func padding(_ insets: EdgeInsets) -> some View {
    LayoutModifierView(content: self, modifier: .padding(insets.clamped))
  }

  /// Gives this view its ideal size in both directions, whatever it is offered: text no longer
  /// wraps. Where that is wider than the screen, the line is cut at the edge.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Gives this view its ideal length in the directions chosen, whatever it is offered.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    LayoutModifierView(content: self, modifier: .fixedSize(horizontal: horizontal, vertical: vertical))
  }

  /// How early a stack gives this view its room: children with a higher priority are offered
  /// theirs first, leaving the others their minimum. The default is 0.
  public func layoutPriority(_ value: Double) -> some View {
    LayoutModifierView(content: self, modifier: .layoutPriority(value.isFinite ? value : 0))
  }

  /// Draws a box of `style` around this view, with `title` on its top edge, as a Ratatui block
  /// does: `List { … }.border(.rounded, title: "Books")`.
  ///
  /// Unlike SwiftUI's border, which is drawn over the edge of the view, the box takes a cell on
  /// each side, so it never hides what it surrounds. A title longer than the box is cut.
  public func border(_ style: BorderStyle = .single, title: String? = nil, color: Color? = nil) -> some View {
    LayoutModifierView(content: self, modifier: .border(style, title: title, color: color))
  }

  /// Draws a box in `color` around this view, as SwiftUI's `.border(.red)`; a `width` of zero
  /// draws none.
  ///
  /// A terminal draws a line one cell thick: any `width` from one up draws the same thin box
  /// (``BorderStyle/single``), taking a cell on each side (see ``border(_:title:color:)``).
  @ViewBuilder
  public func border(_ color: Color, width: Int = 1) -> some View {
    // No box is this view as it was: zero padding would still send it through the
    // two-dimensional layout, resolving every row of a `ForEach` in it.
    if width > 0 {
      LayoutModifierView(content: self, modifier: .border(.single, title: nil, color: color))
    } else {
      self
    }
  }
}
