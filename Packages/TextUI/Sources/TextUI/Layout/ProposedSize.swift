/// What a parent offers a child in the two-dimensional layout, as SwiftUI's `ProposedViewSize`:
/// a length in cells per axis, or nil to ask for the child's ideal length. Lengths at or above
/// ``limit`` mean "as much as you like".
struct ProposedSize: Hashable {
  var width: Int?
  var height: Int?

  /// The largest length the layout computes with: larger ones (`.infinity`, `Int.max`) are
  /// brought down to it, so that sums of a few of them never overflow.
  static let limit = 1 << 20

  init(width: Int?, height: Int?) {
    self.width = width.map(Self.clamp)
    self.height = height.map(Self.clamp)
  }

  /// `value` brought into `0...limit`.
  static func clamp(_ value: Int) -> Int { min(max(0, value), limit) }

  /// The longest length a view may ask for (a frame's width, padding, a spacer's minimum): as
  /// long as the largest terminal. Longer would only make rows nobody can see, at a cost.
  static let longestLength = TerminalConfiguration.maximumWidth

  /// A length a view asks for, brought into `0...longestLength`.
  static func length(_ value: Int) -> Int { min(max(0, value), longestLength) }

  /// A maximum a view asks for: past ``longestLength`` it means no maximum (`.infinity`).
  static func maximum(_ value: Int) -> Int { value > longestLength ? limit : max(0, value) }

  /// The length along `axis`.
  subscript(axis: Axis) -> Int? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue.map(Self.clamp) } else { height = newValue.map(Self.clamp) }
    }
  }
}
