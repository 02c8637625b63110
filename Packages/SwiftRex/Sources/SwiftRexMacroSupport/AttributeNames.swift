import SwiftSyntax

/// The names of the attributes written on a declaration, by their last component so that
/// module-qualified spellings (`@FP.Prisms`) count too.
public struct AttributeNames: Sendable {
  private let names: Set<String>

  /// The names written in `attributes`, each by its last component.
  public init(of attributes: AttributeListSyntax) {
    names = Set(
      attributes.compactMap { element -> String? in
        guard case .attribute(let attribute) = element else { return nil }
        let name = attribute.attributeName
        if let member = name.as(MemberTypeSyntax.self) { return member.name.text }
        return name.as(IdentifierTypeSyntax.self)?.name.text
      })
  }

  /// Whether an attribute named `name` is written.
  public func contains(_ name: String) -> Bool { names.contains(name) }
}
