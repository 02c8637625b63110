import SwiftSyntax

/// The names of the attributes written on a declaration, by their last component so that
/// module-qualified spellings (`@FP.Prisms`) count too.
struct AttributeNames {
  private let names: Set<String>

  init(of attributes: AttributeListSyntax) {
    names = Set(
      attributes.compactMap { element -> String? in
        guard case .attribute(let attribute) = element else { return nil }
        let name = attribute.attributeName
        if let member = name.as(MemberTypeSyntax.self) { return member.name.text }
        return name.as(IdentifierTypeSyntax.self)?.name.text
      })
  }

  /// Whether an attribute named `name` is written.
  func contains(_ name: String) -> Bool { names.contains(name) }

  /// The type brings its own optics, or asks for none: the macros stamp no optics on it.
  var handlesItsOwnOptics: Bool {
    ["Prisms", "Lenses", "ApplyOptics", "NoOptics", "ApplyNestedOptics"].contains { names.contains($0) }
  }
}
