import SwiftSyntax

/// A Swift access level, ordered from the narrowest to the widest, so generated members can take
/// "the lesser of" two declarations' levels with `min`. Shared by every SwiftRex macro plugin, so
/// generated members follow the declaration they belong to in the same way everywhere.
public enum AccessLevel: Int, Comparable, Sendable {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

  /// Narrower levels come first: `private` < `fileprivate` < … < `open`.
  public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The level a declaration's modifiers spell for reading it (`internal` when none is written).
  public init(readingOf modifiers: DeclModifierListSyntax) {
    self =
      modifiers.lazy.filter { $0.detail == nil }.compactMap { AccessLevel(keyword: $0.name) }.first
      ?? .internal
  }

  /// The level at which a stored property can be written: its `private(set)`-style modifier if
  /// it has one, else its reading level.
  public init(writingOf modifiers: DeclModifierListSyntax) {
    let setter = modifiers.lazy
      .filter { $0.detail?.detail.text == "set" }
      .compactMap { AccessLevel(keyword: $0.name) }
      .first
    self = setter ?? AccessLevel(readingOf: modifiers)
  }

  private init?(keyword token: TokenSyntax) {
    switch token.tokenKind {
    case .keyword(.private): self = .private
    case .keyword(.fileprivate): self = .fileprivate
    case .keyword(.internal): self = .internal
    case .keyword(.package): self = .package
    case .keyword(.public): self = .public
    case .keyword(.open): self = .open
    default: return nil
    }
  }

  /// The modifier (with a trailing space) that generated members of a type at this level carry.
  ///
  /// Members of a `private`/`fileprivate` type are written without a modifier: the type already
  /// caps them, and `private` on a member of a nested helper struct would hide it from the type
  /// it was generated for.
  public var memberModifier: String {
    switch self {
    case .open, .public: "public "
    case .package: "package "
    case .internal, .fileprivate, .private: ""
    }
  }
}
