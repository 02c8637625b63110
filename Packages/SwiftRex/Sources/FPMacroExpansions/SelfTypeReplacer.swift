import SwiftSyntax

/// Rewrites `Self` in a type to the name of the type being expanded.
///
/// Generated optics live in a nested helper struct (`Prisms`, `Lenses`), where `Self` would mean
/// the helper, not the enum or struct the user wrote `Self` in.
final class SelfTypeReplacer: SyntaxRewriter {
  private let typeName: String

  init(typeName: String) {
    self.typeName = typeName
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    guard node.name.tokenKind == .keyword(.Self) || node.name.text == "Self" else {
      return super.visit(node)
    }
    return TypeSyntax(node.with(\.name, .identifier(typeName).with(\.leadingTrivia, node.name.leadingTrivia)))
  }

  /// `type`, with every `Self` replaced and surrounding trivia trimmed.
  func replacing(in type: TypeSyntax) -> String {
    rewrite(type).trimmedDescription
  }
}
