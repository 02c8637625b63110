/// Content shown or hidden under a label, as SwiftUI's `DisclosureGroup`: drawn as
/// `[n] ▸ Title` while collapsed, `[n] ▾ Title` with the content indented below it while
/// expanded.
///
/// The label is a control: Enter or Space while it has the focus, a mouse click on it, or
/// typing its number (`press n`) expands or collapses the group. Given an `isExpanded` binding
/// the group shows and sets it; without one it keeps its own state, starting collapsed.
///
/// ```swift
/// DisclosureGroup("Details", isExpanded: $showsDetails) {
///   Text("Published 1969")
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content
  private let isExpanded: Binding<Bool>?
  /// Whether the group is expanded when no binding is given.
  @State private var isExpandedHere = false

  /// A group showing `content` under `label` while `isExpanded` is true.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
  {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  /// A group showing `content` under `label`, collapsed until the user expands it.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = nil
  }

  /// The label as a button that flips the expansion, then the content, indented, while expanded.
  public var body: some View {
    let expansion = isExpanded ?? $isExpandedHere
    let expanded = expansion.wrappedValue
    Button {
      expansion.wrappedValue.toggle()
    } label: {
      HStack(spacing: 1) {
        Text(expanded ? "▾" : "▸")
        label
      }
    }
    if expanded {
      // A header-less section indents its rows line by line: a `ForEach` in it stays lazy.
      Section { content }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `title` showing `content` while `isExpanded` is true.
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }

  /// A group titled `title`, collapsed until the user expands it.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
