/// A resolved view: what a view tree becomes once every `body` and builder closure has run.
///
/// Elements are the renderer's retained output. A composite view appears as ``node(_:)`` so
/// that a re-render can swap one node's content without touching its ancestors.
@MainActor
indirect enum Element {
  case empty
  case text(String)
  case button(ViewPath, label: Element, action: @MainActor () -> Void)
  case field(ViewPath, label: String, text: String, isSecure: Bool, binding: Binding<String>)
  case toggle(ViewPath, label: Element, isOn: Bool, binding: Binding<Bool>)
  /// Children stacked vertically, or side by side inside a horizontal stack.
  case group([Element])
  /// Side by side; an alignment other than the default (top) calls for the two-dimensional
  /// layout.
  case horizontalStack([Element], spacing: Int, alignment: VerticalAlignment?)
  /// One above the other; an alignment other than leading calls for the two-dimensional layout.
  case verticalStack([Element], spacing: Int, alignment: HorizontalAlignment?)
  /// Views on top of each other, the last in front (a ``ZStack``).
  case zStack([Element], alignment: Alignment)
  /// `layer` drawn in front of `base`, or behind it, sized to `base`.
  case overlay(base: Element, layer: Element, alignment: Alignment, isBehind: Bool)
  /// A colour filling the space offered (``Color`` as a view).
  case fill(Color)
  /// Room that grows along its stack (a ``Spacer``).
  case spacer(minLength: Int)
  /// A view placed by a layout modifier: `.frame`, `.padding`, `.fixedSize`, `.layoutPriority`,
  /// `.border`.
  case layout(LayoutModifier, Element)
  case form([Element])
  case list([Element])
  /// A `ForEach`'s rows, resolved only as the layout reaches them.
  case rows(LazyRows)
  case section(header: String?, [Element])
  case divider
  case progress(label: String?, fraction: Double?)
  case styled(TextStyle, Element)
  case lifecycle(LifecycleEntry, Element)
  /// What Esc does while the content is on the frontmost layer.
  case exitCommand(@MainActor () -> Void, Element)
  /// A sheet modifier: its base, and the node that reads its binding apart, so that what the
  /// binding reads (often a store's whole state) makes only that node depend on it, not the
  /// presenting view. The node's content is a ``presentation(_:)``.
  case sheet(base: Element, presenter: ViewNode)
  /// What a sheet's presenter node resolved to: the sheet, or nil while nothing is presented.
  /// Read through ``ViewNode/presentation``, never laid out.
  case presentation(SheetPresentation?)
  /// The first of these views whose ideal size fits along the axes in the room offered, else
  /// the last (``ViewThatFits``), resolved as the layout reaches them.
  case firstFitting(LazyRows, Axis.Set)
  case node(ViewNode)
  /// A view laid out by code of its own rather than by ``FrameLayout``'s cases: a ``Grid``, a
  /// ``ScrollView``.
  case custom(any CustomElement)
}
