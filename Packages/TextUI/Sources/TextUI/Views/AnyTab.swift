/// A ``Tab`` whose content type is hidden, so that tabs of different content can sit in one list.
///
/// ``TabContentBuilder`` makes these; a program only meets the type in the builder's signatures.
public struct AnyTab<Value: Hashable> {
  /// The title of the tab's button.
  public let title: String
  /// The selection value that picks the tab.
  public let value: Value
  /// What the tab's button shows: the title, after the glyph of its SF Symbol if it has one.
  var buttonTitle: String
  /// Builds the tab's content; called only while the tab is picked.
  let content: @MainActor () -> AnyView

  /// Erases the content type of `tab`.
  public init<Content: View>(_ tab: Tab<Value, Content>) {
    title = tab.title
    value = tab.value
    buttonTitle = tab.glyph.map { "\($0) \(tab.title)" } ?? tab.title
    let build = tab.content
    content = { AnyView(build()) }
  }
}
