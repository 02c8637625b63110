/// A button that opens a list of actions, as SwiftUI's `Menu`.
///
/// ```swift
/// Menu("Actions") {
///   Button("Duplicate") { duplicate() }
///   Button("Delete") { delete() }
/// }
/// ```
///
/// Drawn as `[n] Actions ▾`; pressing it lists its content below, indented, and pressing it
/// again, Esc, or pressing one of the buttons listed closes the list. Buttons written directly
/// in the content (or in `if`, `ForEach` rows aside) close the menu when pressed; a button inside
/// a view of your own runs its action and leaves the menu open.
public struct Menu<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content
  @State private var isExpanded = false

  /// A menu labelled `label` listing `content`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The button, and the content below it while open.
  public var body: some View {
    let isExpanded = $isExpanded
    // The arrow stands beside the button, not in its label: `press Actions` finds the menu.
    HStack {
      Button {
        isExpanded.wrappedValue.toggle()
      } label: {
        label
      }
      Text(isExpanded.wrappedValue ? "▴" : "▾")
    }
    if isExpanded.wrappedValue {
      MenuItems(content: content) { isExpanded.wrappedValue = false }
        .padding(.leading, 2)
        .onExitCommand { isExpanded.wrappedValue = false }
    }
  }
}

extension Menu where Label == Text {
  /// A menu titled `title` listing `content`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
