/// A view the renderer draws itself instead of evaluating a `body`.
///
/// Internal on purpose: only TextUI's own primitives know how to become an ``Element``.
protocol PrimitiveView {
  /// Turns this view into its element, resolving child views through `scope` under `path`.
  @MainActor func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element
}
