/// A view with a title for the sheet, alert or dialog that presents it (`.navigationTitle`).
struct NavigationTitleView<Content: View>: View, PrimitiveView, TitledView {
  let content: Content
  let title: String

  var body: Never { primitiveBodyRequested(Self.self) }

  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    scope.resolve(content, at: path.appending(.role("title")))
  }
}

extension View {
  /// Titles the sheet this view is the content of: a sheet drawn as a box over the screen shows
  /// `title` in its top edge, one drawn below the frame on its first line.
  ///
  /// SwiftUI shows a navigation title in the bar of the enclosing `NavigationStack`; a terminal
  /// has no bar, so TextUI reads the title of a sheet's content only: the modifier must be the
  /// outermost one on what the `sheet` closure returns, and means nothing elsewhere. An empty
  /// title shows none.
  public func navigationTitle(_ title: String) -> some View {
    NavigationTitleView(content: self, title: title)
  }
}
