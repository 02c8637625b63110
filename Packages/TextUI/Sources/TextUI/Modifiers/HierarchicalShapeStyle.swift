/// The prominence of content, as in SwiftUI's `.foregroundStyle(.secondary)`: anything below
/// primary is drawn dim in a styled terminal.
public struct HierarchicalShapeStyle: Hashable, Sendable {
  let isSubdued: Bool

  /// Full prominence.
  public static let primary = HierarchicalShapeStyle(isSubdued: false)
  /// Less prominent: dim.
  public static let secondary = HierarchicalShapeStyle(isSubdued: true)
  /// Even less prominent: dim.
  public static let tertiary = HierarchicalShapeStyle(isSubdued: true)
  /// The least prominent: dim.
  public static let quaternary = HierarchicalShapeStyle(isSubdued: true)
}
