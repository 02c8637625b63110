/// A side of a view's rectangle, as in SwiftUI; ``Edge/Set`` names several at once for
/// `.padding(_:_:)`.
public enum Edge: Hashable, Sendable, CaseIterable {
  /// The top side.
  case top
  /// The left side.
  case leading
  /// The bottom side.
  case bottom
  /// The right side.
  case trailing

  /// Some of the four sides.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt8

    /// A set from its raw bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The set holding only `edge`.
    public init(_ edge: Edge) {
      switch edge {
      case .top: self = .top
      case .leading: self = .leading
      case .bottom: self = .bottom
      case .trailing: self = .trailing
      }
    }

    /// The top side.
    public static let top = Set(rawValue: 1 << 0)
    /// The left side.
    public static let leading = Set(rawValue: 1 << 1)
    /// The bottom side.
    public static let bottom = Set(rawValue: 1 << 2)
    /// The right side.
    public static let trailing = Set(rawValue: 1 << 3)
    /// Left and right.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every side.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
