/// The size a view chose in the two-dimensional layout, in cells.
struct Size: Hashable {
  var width: Int
  var height: Int

  static let zero = Size(width: 0, height: 0)

  /// The length along `axis`.
  subscript(axis: Axis) -> Int {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}
