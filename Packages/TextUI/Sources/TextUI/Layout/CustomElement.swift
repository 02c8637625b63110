/// A resolved view whose layout is written beside ``FrameLayout`` rather than in its cases: a
/// ``Grid`` and its rows, a ``ScrollView``. The layout hands it the same context its own cases
/// get (the style inherited, where its lines land), and it lays its children out through the
/// layout, so their controls and lifecycle entries are recorded in reading order.
@MainActor
protocol CustomElement {
  /// Its lines in the line layout. `origin` is the frame line the first of them lands on, or
  /// nil where that is not known (rows are then all laid out).
  func lines(in layout: FrameLayout, style: TextStyle, origin: Int?) -> [FrameLine]

  /// Its item in the two-dimensional layout. `stack` is the axis of the stack it stands in.
  func layoutItem(in layout: FrameLayout, style: TextStyle, stack: Axis?) -> LayoutItem

  /// Whether, beside other views in a horizontal stack, it needs the two-dimensional layout.
  func needsLayout(in layout: FrameLayout) -> Bool
}
