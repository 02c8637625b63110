/// A direction of layout: the one a stack runs along.
public enum Axis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}
