/// Content set apart in a box, as SwiftUI's `GroupBox`: a rounded border around the content,
/// its title in the top edge.
///
/// ```swift
/// GroupBox("Shelf") {
///   Text("3 books")
/// }
/// ```
///
/// draws
///
/// ```
/// ╭Shelf──────╮
/// │3 books    │
/// ╰───────────╯
/// ```
///
/// The box takes the width it is offered, as a form's rows do. A title is one line: line breaks
/// in it are drawn as spaces. A label that is a view rather than a string is drawn bold as the
/// first line inside the box.
public struct GroupBox<Label: View, Content: View>: View {
  private let title: String?
  private let label: Label
  private let content: Content

  /// `content` in a box, `label` its first line.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.title = nil
    self.label = label()
    self.content = content()
  }

  /// The content in a rounded box that fills the width offered.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      label.bold()
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .border(.rounded, title: title)
  }
}

extension GroupBox where Label == EmptyView {
  /// `content` in a box titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.label = EmptyView()
    self.content = content()
  }

  /// `content` in a box without a title.
  public init(@ViewBuilder content: () -> Content) {
    self.title = nil
    self.label = EmptyView()
    self.content = content()
  }
}
