/// One tab of a ``TabView``: the title its button shows, the selection value that picks it and
/// the content shown while it is picked.
///
/// The content is a closure so that a tab view builds only the picked tab's views.
public struct Tab<Value: Hashable, Content: View> {
  /// The title of the tab's button in the tab bar.
  public let title: String
  /// The selection value that picks this tab.
  public let value: Value
  /// The glyph standing for the tab's SF Symbol, shown before its title; nil for none.
  let glyph: String?
  let content: @MainActor () -> Content

  /// A tab titled `title`, picked when the tab view's selection equals `value`.
  public init(_ title: String, value: Value, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.title = title
    self.value = value
    self.glyph = nil
    self.content = content
  }

  /// A tab titled `title` with the SF Symbol `systemImage`, picked when the tab view's selection
  /// equals `value`.
  ///
  /// A terminal has no SF Symbols: a common symbol (`"house"`, `"gear"`, `"person"`, `"star"`,
  /// `"list.bullet"`, `"book"`, `"plus"`, `"number"`…) is drawn as a text glyph before the
  /// title (`⌂ Home`), any other as nothing. The glyph is part of the tab button's label.
  public init(
    _ title: String, systemImage: String, value: Value,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.title = title
    self.value = value
    self.glyph = SystemImage.glyph(named: systemImage)
    self.content = content
  }
}
