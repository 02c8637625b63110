/// A view drawn with a text style applied to everything inside it.
struct StyledView<Content: View>: View, PrimitiveView {
  let content: Content
  let style: TextStyle

  var body: Never { primitiveBodyRequested(Self.self) }

  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .styled(style, scope.resolve(content, at: path.appending(.role("styled"))))
  }

  /// Resolves the content where it lies: a modifier wraps everything above it in the chain.
  static func resolve(at view: UnsafePointer<Self>, in scope: ResolutionScope, at path: ViewPath) -> Element {
    guard let content = view.pointer(to: \.content) else { return view.pointee.resolve(in: scope, at: path) }
    return .styled(view.pointee.style, scope.resolve(at: content, path.appending(.role("styled"))))
  }
}

extension View {
  /// Draws the text in this view with `font` (bold titles and headlines, dim captions).
  public func font(_ font: Font?) -> some View {
    StyledView(content: self, style: TextStyle(font: font))
  }

  /// Draws the text in this view in bold.
  public func bold(_ isActive: Bool = true) -> some View {
    StyledView(content: self, style: TextStyle(isBold: isActive))
  }

  /// Draws the text in this view in italics.
  public func italic(_ isActive: Bool = true) -> some View {
    StyledView(content: self, style: TextStyle(isItalic: isActive))
  }

  /// Draws the text in this view with the prominence of `style` (dim below primary).
  public func foregroundStyle(_ style: HierarchicalShapeStyle) -> some View {
    StyledView(content: self, style: TextStyle(isSubdued: style.isSubdued))
  }

  /// Draws the text in this view in `color` (SwiftUI's `.foregroundStyle(.red)`); the
  /// innermost colour wins. A control's handle keeps its accent colour.
  public func foregroundStyle(_ color: Color) -> some View {
    StyledView(content: self, style: TextStyle(foreground: color))
  }

  /// Draws the text in this view in `color`; nil keeps the colour from outside. SwiftUI's older
  /// spelling of ``foregroundStyle(_:)-(Color)``.
  public func foregroundColor(_ color: Color?) -> some View {
    StyledView(content: self, style: TextStyle(foreground: color))
  }

  /// Underlines the text in this view.
  public func underline(_ isActive: Bool = true) -> some View {
    StyledView(content: self, style: TextStyle(isUnderlined: isActive))
  }

  /// Strikes the text in this view through.
  public func strikethrough(_ isActive: Bool = true) -> some View {
    StyledView(content: self, style: TextStyle(isStruckThrough: isActive))
  }

  /// Lines up the lines of the text in this view with each other: centred or trailing lines
  /// sit within the text's widest line, as in SwiftUI.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    StyledView(content: self, style: TextStyle(textAlignment: alignment))
  }

  /// Shows at most `number` lines of each text in this view (nil: as many as it needs), the
  /// last one shown ending with an ellipsis where text was left out.
  public func lineLimit(_ number: Int?) -> some View {
    StyledView(content: self, style: TextStyle(lineLimit: .some(number.map { max(0, $0) })))
  }

  /// Where text cut to its line limit loses its characters. With a limit of one line the
  /// ellipsis goes at the head, middle or tail; with more, the last line shown ends with it.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    StyledView(content: self, style: TextStyle(truncationMode: mode))
  }
}
