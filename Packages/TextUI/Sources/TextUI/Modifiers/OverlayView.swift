/// A view with another drawn in front of it (`.overlay`) or behind it (`.background`), sized to
/// it.
struct OverlayView<Content: View, Layer: View>: View, PrimitiveView {
  let content: Content
  let layer: Layer
  let alignment: Alignment
  /// Drawn behind the content rather than in front.
  let isBehind: Bool

  var body: Never { primitiveBodyRequested(Self.self) }

  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .overlay(
      base: scope.resolve(content, at: path.appending(.role("base"))),
      layer: scope.resolve(layer, at: path.appending(.role(isBehind ? "background" : "overlay"))),
      alignment: alignment, isBehind: isBehind)
  }
}

extension View {
  /// Draws `content` in front of this view, offered this view's size and placed in it by
  /// `alignment`, as in SwiftUI. This view alone decides the size: the overlay never makes it
  /// larger, and what it draws past the edges is cut at the screen's.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    OverlayView(content: self, layer: content(), alignment: alignment, isBehind: false)
  }

  /// Draws `overlay` in front of this view (SwiftUI's older spelling of
  /// ``overlay(alignment:content:)``).
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    OverlayView(content: self, layer: overlay, alignment: alignment, isBehind: false)
  }

  /// Draws `content` behind this view, offered this view's size and placed in it by
  /// `alignment`, as in SwiftUI: text drawn over a colour keeps it as its background.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  {
    OverlayView(content: self, layer: content(), alignment: alignment, isBehind: true)
  }

  /// Draws `background` behind this view (SwiftUI's older spelling of
  /// ``background(alignment:content:)``).
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    OverlayView(content: self, layer: background, alignment: alignment, isBehind: true)
  }

  /// Fills the space this view takes with `color`, behind its text: SwiftUI's
  /// `.background(.blue)`. Plain output (no colours) shows no difference.
  public func background(_ color: Color) -> some View {
    OverlayView(content: self, layer: color, alignment: .center, isBehind: true)
  }
}
