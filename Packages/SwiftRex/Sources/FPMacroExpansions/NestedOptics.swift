import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The attributes an optics macro stamps on the structs and enums nested in its declaration.
///
/// A nested type gets `@Lenses` (struct) or `@Prisms` (enum with cases) for its own optics, so
/// that an enum also gets its `HasCasePrisms` conformance, which only a macro attached to the
/// enum itself can add. When the walk goes on, it also gets a relay that stamps the next level.
///
/// Swift refuses to expand a member-attribute macro on an attribute that the same macro stamped
/// ("recursive expansion"), so the relay alternates between two macro declarations,
/// `@ApplyNestedOptics` and `@_ApplyNestedOpticsRelay`, one level each.
enum NestedOptics {
  /// The relay stamped by `@ApplyOptics`, and by `@_ApplyNestedOpticsRelay`.
  static let relay = "ApplyNestedOptics"
  /// The relay stamped by `@ApplyNestedOptics`.
  static let alternateRelay = "_ApplyNestedOpticsRelay"

  /// The attributes for `member`, a member of a declaration carrying a macro whose argument list
  /// is `node`'s; `relay` names the macro that carries the walk one level further down.
  static func attributes(
    for member: some DeclSyntaxProtocol,
    recursively: Bool,
    relay: String
  ) -> [AttributeSyntax] {
    let selfOptics: String
    let attributes: AttributeListSyntax
    let members: MemberBlockItemListSyntax
    if let nested = member.as(StructDeclSyntax.self) {
      (selfOptics, attributes, members) = ("Lenses", nested.attributes, nested.memberBlock.members)
    } else if let nested = member.as(EnumDeclSyntax.self) {
      let hasCases = nested.memberBlock.members.contains { $0.decl.is(EnumCaseDeclSyntax.self) }
      (selfOptics, attributes, members) = (
        hasCases ? "Prisms" : "", nested.attributes, nested.memberBlock.members
      )
    } else {
      return []
    }
    let written = OpticsAttributes(of: attributes)
    guard !written.optsOut else { return [] }
    var stamped: [AttributeSyntax] = []
    if !selfOptics.isEmpty && !written.providesOwnOptics {
      stamped.append("@\(raw: selfOptics)")
    }
    let nestsTypes = members.contains { $0.decl.is(StructDeclSyntax.self) || $0.decl.is(EnumDeclSyntax.self) }
    if recursively && nestsTypes && !written.walksNestedTypes {
      stamped.append("@\(raw: relay)(recursively: true)")
    }
    return stamped
  }

  /// The `recursively:` argument of `node`: `true` when omitted, `nil` when it is not a literal
  /// the macro can read (reported once, by the member role, through ``diagnoseRecursively(_:in:)``;
  /// the member-attribute role runs once per member).
  static func recursively(_ node: AttributeSyntax) -> Bool? {
    guard let argument = recursivelyArgument(of: node) else { return true }
    return argument.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
  }

  /// Reports a `recursively:` argument that is not a literal.
  static func diagnoseRecursively(_ node: AttributeSyntax, in context: some MacroExpansionContext) {
    guard let argument = recursivelyArgument(of: node), !argument.is(BooleanLiteralExprSyntax.self) else {
      return
    }
    context.diagnose(Diagnostic(node: argument, message: OpticsDiagnostic.recursivelyNeedsLiteral))
  }

  private static func recursivelyArgument(of node: AttributeSyntax) -> ExprSyntax? {
    guard case .argumentList(let arguments) = node.arguments else { return nil }
    return arguments.first(where: { $0.label?.text == "recursively" })?.expression
  }

  /// Whether a macro on `declaration` may stamp its members: only structs, enums and extensions
  /// have optics-bearing members, and `@NoOptics` keeps the walk out.
  static func walks(into declaration: some DeclGroupSyntax) -> Bool {
    let kind =
      declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
      || declaration.is(ExtensionDeclSyntax.self)
    return kind && !OpticsAttributes(of: declaration.attributes).optsOut
  }
}
