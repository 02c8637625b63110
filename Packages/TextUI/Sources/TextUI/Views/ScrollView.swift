/// A view that shows part of its content and scrolls to the rest, as SwiftUI's `ScrollView`.
///
/// Given a height — `.frame(height:)`, `.frame(maxHeight:)`, or what a parent with a height
/// leaves it — it shows that many lines of its content, with a scroll indicator in its last
/// column, and scrolls: PageUp/PageDown while the focus is inside it, the mouse wheel over it,
/// and moving the focus past its first or last line in sight. Without a height it is as tall
/// as its content, and the frame itself scrolls.
///
/// ```swift
/// ScrollView {
///   ForEach(books) { book in Text(book.title) }
/// }
/// .frame(height: 10)
/// ```
///
/// It stays lazy: the rows of a `ForEach` in it are resolved and laid out only as they come
/// into sight, so 10,000 rows cost a screen of them.
public struct ScrollView<Content: View>: View {
  private let axes: Axis.Set
  private let showsIndicators: Bool
  private let content: Content

  /// A view scrolling `content` along `axes`, with a scroll indicator when `showsIndicators`.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
  {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  /// A primitive: the renderer lays out the part of the content in sight.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ScrollView: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    let identity = path.appending(.role("scroll"))
    return .custom(
      ScrollViewElement(
        identity: identity, axes: axes, showsIndicators: showsIndicators,
        content: scope.resolve(content, at: identity)))
  }
}
