/// A text style, named as in SwiftUI. In a styled terminal titles and headlines are bold and
/// captions dim; plain output shows the text unchanged.
public struct Font: Hashable, Sendable {
  enum Weight: Hashable, Sendable {
    case regular
    case emphasized
    case strong
    case subdued
  }

  let weight: Weight

  /// The largest title: bold and underlined.
  public static let largeTitle = Font(weight: .strong)
  /// A title: bold.
  public static let title = Font(weight: .emphasized)
  /// A second-level title: bold.
  public static let title2 = Font(weight: .emphasized)
  /// A third-level title: bold.
  public static let title3 = Font(weight: .emphasized)
  /// A headline: bold.
  public static let headline = Font(weight: .emphasized)
  /// A subheadline: regular weight.
  public static let subheadline = Font(weight: .regular)
  /// Body text: regular weight.
  public static let body = Font(weight: .regular)
  /// A callout: regular weight.
  public static let callout = Font(weight: .regular)
  /// A footnote: dim.
  public static let footnote = Font(weight: .subdued)
  /// A caption: dim.
  public static let caption = Font(weight: .subdued)
  /// A smaller caption: dim.
  public static let caption2 = Font(weight: .subdued)
}
