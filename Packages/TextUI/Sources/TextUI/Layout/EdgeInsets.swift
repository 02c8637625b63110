/// How far in from each side, in terminal cells (columns for the sides, rows for top and
/// bottom); SwiftUI's type, with whole cells instead of points.
public struct EdgeInsets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns to the left.
  public var leading: Int
  /// Rows below.
  public var bottom: Int
  /// Columns to the right.
  public var trailing: Int

  /// Insets of the given sizes; a negative one counts as zero when laid out.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// `length` on every side in `edges`, zero elsewhere.
  init(_ edges: Edge.Set, _ length: Int) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The insets as the layout uses them: each within `0...ProposedSize.longestLength`, so sums
  /// never overflow and rows stay bounded whatever the view asked for.
  var clamped: EdgeInsets {
    EdgeInsets(
      top: ProposedSize.length(top), leading: ProposedSize.length(leading),
      bottom: ProposedSize.length(bottom), trailing: ProposedSize.length(trailing))
  }
}
