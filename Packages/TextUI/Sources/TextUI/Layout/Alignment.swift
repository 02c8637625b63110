/// Where a view sits inside a larger frame, in both directions, with SwiftUI's names.
public struct Alignment: Hashable, Sendable {
  /// Where the view sits across the width.
  public var horizontal: HorizontalAlignment
  /// Where the view sits across the height.
  public var vertical: VerticalAlignment

  /// An alignment made of one along each axis.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The top left corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The middle of the top edge.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The top right corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The middle of the left edge.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The middle: the default of frames, as in SwiftUI.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The middle of the right edge.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The bottom left corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The middle of the bottom edge.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The bottom right corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
