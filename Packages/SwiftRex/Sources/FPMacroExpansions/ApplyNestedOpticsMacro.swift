import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ApplyNestedOptics(recursively:)` and its alternate `@_ApplyNestedOpticsRelay`: optics for
/// the structs and enums nested in a declaration, not for the declaration itself.
///
/// `@ApplyOptics` stamps it to carry a walk one level down; each level stamps the other
/// declaration of the pair, because Swift refuses a member-attribute macro that expands an
/// attribute it stamped itself.
public enum ApplyNestedOpticsMacro: MemberAttributeMacro, MemberMacro {
  /// Adds nothing: the member role runs once per declaration, so misuse is reported once.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    NestedOptics.diagnoseRecursively(node, in: context)
    let kind = DeclarationKind(declaration)
    switch kind {
    case .struct, .enum, .extension: break
    default:
      context.diagnose(
        Diagnostic(
          node: node, message: OpticsDiagnostic.applyOpticsNeedsValueType(kind, macro: "ApplyNestedOptics")))
    }
    return []
  }

  /// Stamps `@Lenses`/`@Prisms` and the alternate relay on a nested struct or enum.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard NestedOptics.walks(into: declaration), let recursively = NestedOptics.recursively(node)
    else { return [] }
    let isRelay = node.attributeName.trimmedDescription.hasSuffix(NestedOptics.alternateRelay)
    let next = isRelay ? NestedOptics.relay : NestedOptics.alternateRelay
    return NestedOptics.attributes(for: member, recursively: recursively, relay: next)
  }
}
