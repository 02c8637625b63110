/// A value with its label, as SwiftUI's `LabeledContent`: `LabeledContent("Author", value:
/// "Le Guin")` draws `Author: Le Guin`, as a macOS form draws its rows.
///
/// The content follows the label on the same line; content of several lines (a stack) stands
/// beside the label, its lines after the first lined up under the first.
public struct LabeledContent<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content

  /// `content` labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The label and a colon, one space, then the content.
  public var body: some View {
    HStack(spacing: 1) {
      HStack(spacing: 0) {
        label
        Text(":")
      }
      content
    }
  }
}

extension LabeledContent where Label == Text {
  /// `content` labelled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// The text `value` labelled `title`.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(title) { Text(value) }
  }
}
