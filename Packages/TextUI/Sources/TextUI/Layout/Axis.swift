/// A direction of layout: the one a stack runs along.
public enum Axis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// Some of the two directions, as SwiftUI's `Axis.Set`: the directions a ``ScrollView``
  /// scrolls in.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt8

    /// A set from its raw bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Left to right.
    public static let horizontal = Set(rawValue: 1 << 0)
    /// Top to bottom.
    public static let vertical = Set(rawValue: 1 << 1)
  }
}
