/// A title with an icon before it, as SwiftUI's `Label`: `Label("Books", systemImage: "book")`
/// draws `▤ Books`.
///
/// A terminal has no SF Symbols: `systemImage` is drawn as the one-column text glyph that stands
/// for it (the same table ``Tab`` uses: `house` ⌂, `gear` ⚙, `star` ☆, `book` ▤, …). A symbol
/// without a glyph draws no icon, only the title, rather than a blank or a placeholder.
public struct Label<Title: View, Icon: View>: View {
  private let title: Title
  private let icon: Icon

  /// A label showing `icon` before `title`.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon, one space, then the title, on one line.
  public var body: some View {
    HStack(spacing: 1) {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Text? {
  /// A label titled `title` with the text glyph standing for the SF Symbol `systemImage`
  /// (none when the symbol has no glyph).
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { SystemImage.glyph(named: name).map { Text($0) } })
  }
}
