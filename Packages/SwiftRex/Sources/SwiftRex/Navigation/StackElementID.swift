/// The identity of an element of a ``StackState``: given when the element is pushed, never reused
/// by that stack, so an effect of a popped element can never reach an element pushed later.
///
/// Ids count up from 0 in push order, which keeps tests deterministic: the first element pushed
/// onto an empty stack is `0`, the next `1`. An integer literal spells one (`.element(id: 1, …)`).
public struct StackElementID: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The id's number.
  public let rawValue: Int

  /// The id numbered `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The id numbered `value`.
  public init(integerLiteral value: Int) { self.init(rawValue: value) }

  /// Orders ids by push order.
  public static func < (lhs: StackElementID, rhs: StackElementID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `#n`.
  public var description: String { "#\(rawValue)" }
}

extension StackElementID: Codable {}
