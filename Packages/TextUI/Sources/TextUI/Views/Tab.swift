/// One tab of a ``TabView``: the title its button shows, the selection value that picks it and
/// the content shown while it is picked.
///
/// The content is a closure so that a tab view builds only the picked tab's views.
public struct Tab<Value: Hashable, Content: View> {
  /// The title of the tab's button in the tab bar.
  public let title: String
  /// The selection value that picks this tab.
  public let value: Value
  let content: @MainActor () -> Content

  /// A tab titled `title`, picked when the tab view's selection equals `value`.
  public init(_ title: String, value: Value, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.title = title
    self.value = value
    self.content = content
  }
}
