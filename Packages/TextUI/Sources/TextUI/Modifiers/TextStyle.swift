/// The inherited look of text: set by `.font`, `.bold()`, `.italic()` and `.foregroundStyle`,
/// overridden by the innermost modifier, as SwiftUI's environment does.
struct TextStyle: Hashable, Sendable {
  var font: Font?
  var isBold = false
  var isItalic = false
  var isSubdued: Bool?
  var isUnderlined = false
  var isStruckThrough = false
  /// The colour of the text: the innermost `.foregroundColor` wins.
  var foreground: Color?
  var textAlignment: TextAlignment?
  /// Set by `.lineLimit`: `.some(nil)` lifts an outer limit.
  var lineLimit: Int??
  var truncationMode: Text.TruncationMode?
  /// Set by `.disabled(true)`: the controls inside are drawn dim and cannot be used. Once set it
  /// stays set for everything inside, as SwiftUI's `isEnabled` does: `.disabled(false)` cannot
  /// enable what an outer `.disabled(true)` disabled.
  var isDisabled = false

  /// How text under this style is fitted and lined up.
  var textLayout: TextLayout {
    TextLayout(
      alignment: textAlignment ?? .leading, lineLimit: lineLimit ?? nil,
      truncationMode: truncationMode ?? .tail)
  }

  /// Whether this style changes how text is placed, which takes the two-dimensional layout.
  /// A style that only lifts a limit or sets a truncation mode places text as plain text does:
  /// an outer style that set the limit already says so itself.
  var placesText: Bool { !textLayout.isPlain }

  /// This style with its text placed as plain text is: for a control's label, which keeps all
  /// its lines, and for text once the two-dimensional layout fits it.
  var withPlainText: TextStyle {
    var style = self
    style.textAlignment = nil
    style.lineLimit = nil
    style.truncationMode = nil
    return style
  }

  /// This style with the settings `inner` makes on top of it.
  func applying(_ inner: TextStyle) -> TextStyle {
    TextStyle(
      font: inner.font ?? font, isBold: isBold || inner.isBold, isItalic: isItalic || inner.isItalic,
      isSubdued: inner.isSubdued ?? isSubdued, isUnderlined: isUnderlined || inner.isUnderlined,
      isStruckThrough: isStruckThrough || inner.isStruckThrough, foreground: inner.foreground ?? foreground,
      textAlignment: inner.textAlignment ?? textAlignment, lineLimit: inner.lineLimit ?? lineLimit,
      truncationMode: inner.truncationMode ?? truncationMode, isDisabled: isDisabled || inner.isDisabled)
  }

  /// The terminal attributes this style turns into.
  var attributes: SpanAttributes {
    var attributes = SpanAttributes()
    switch font?.weight {
    case .strong?:
      attributes.insert(.bold)
      attributes.insert(.underline)
    case .emphasized?: attributes.insert(.bold)
    case .subdued?: attributes.insert(.dim)
    case .regular?, nil: break
    }
    if isBold { attributes.insert(.bold) }
    if isItalic { attributes.insert(.italic) }
    if isSubdued == true { attributes.insert(.dim) }
    if isUnderlined { attributes.insert(.underline) }
    if isStruckThrough { attributes.insert(.strikethrough) }
    if isDisabled { attributes.insert(.dim) }
    return attributes
  }
}
