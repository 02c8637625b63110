/// A view the renderer draws itself instead of evaluating a `body`.
///
/// Internal on purpose: only TextUI's own primitives know how to become an ``Element``.
protocol PrimitiveView {
  /// Turns this view into its element, resolving child views through `scope` under `path`.
  @MainActor func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element

  /// Turns the view at `view` into its element without copying it.
  ///
  /// Resolving is generic code the compiler cannot specialise (the views are the app's types),
  /// and calling ``resolve(in:at:)`` on a view that lives in a container copies the view first:
  /// the callee might otherwise see the memory change under it. A stack's copy copies every view
  /// in it, so a tree was copied once per level above each view. Containers implement this to
  /// hand their children on by address (`pointer(to:)` of a stored property is an offset, not a
  /// copy); every other primitive copies itself once, as before.
  @MainActor static func resolve(at view: UnsafePointer<Self>, in scope: ResolutionScope, at path: ViewPath)
    -> Element
}

extension PrimitiveView {
  @MainActor static func resolve(at view: UnsafePointer<Self>, in scope: ResolutionScope, at path: ViewPath)
    -> Element
  {
    view.pointee.resolve(in: scope, at: path)
  }
}
