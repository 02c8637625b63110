/// What a layout modifier asks of the two-dimensional layout. Lengths are already clamped to
/// `0...ProposedSize.longestLength`, and maxima past it to `ProposedSize.limit` (no maximum),
/// so the layout can add them freely.
enum LayoutModifier {
  case frame(width: Int?, height: Int?, alignment: Alignment)
  case flexibleFrame(LayoutItem.FlexibleFrame, alignment: Alignment)
  case padding(EdgeInsets)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case layoutPriority(Double)
  /// A box around the view, with a title on its top edge.
  case border(BorderStyle, title: String?, color: Color?)
}
