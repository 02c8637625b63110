import SwiftSyntax

/// A Swift access level, read from a declaration's modifiers so that generated members follow
/// the declaration they belong to.
enum AccessLevel: Int, Comparable {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

  static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The level the modifiers spell (`internal` when none is written).
  init(of modifiers: DeclModifierListSyntax) {
    self =
      modifiers.lazy.filter { $0.detail == nil }.compactMap { AccessLevel(keyword: $0.name) }.first
      ?? .internal
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
  /// caps them, and `private` would hide them from the type itself.
  var memberModifier: String {
    switch self {
    case .open, .public: "public "
    case .package: "package "
    case .internal, .fileprivate, .private: ""
    }
  }
}
