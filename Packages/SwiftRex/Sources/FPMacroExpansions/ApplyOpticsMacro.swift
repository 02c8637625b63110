import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ApplyOptics(recursively:)`: the optics of a struct or an enum, and `@Lenses`/`@Prisms`
/// stamped on the structs and enums it nests (at every depth with `recursively: true`), so a
/// whole domain tree gets its optics from one annotation. On an extension, only the types
/// declared in it are stamped.
///
/// The macro has no extension role, because Swift rejects extension macros attached to
/// extensions, and `@ApplyOptics extension Feature { … }` must work. So the enum it is attached
/// to gets its prisms, case key paths and `casePrisms` table but not the `HasCasePrisms`
/// conformance; nested enums get the conformance through the `@Prisms` stamped on them.
public enum ApplyOpticsMacro: MemberMacro, MemberAttributeMacro {
  /// The optics of the struct or enum the attribute is attached to; nothing for an extension.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    NestedOptics.diagnoseRecursively(node, in: context)
    let attributes = OpticsAttributes(of: declaration.attributes)
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      guard !attributes.optsOut, !attributes.hasLenses else { return [] }
      return LensesMacro.members(of: structDecl, in: context)
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      // A caseless enum is a namespace (a feature, a group of types): nothing to focus.
      let hasCases = enumDecl.memberBlock.members.contains { $0.decl.is(EnumCaseDeclSyntax.self) }
      guard hasCases, !attributes.optsOut, !attributes.hasPrisms else { return [] }
      return PrismsMacro.members(of: enumDecl, in: context)
    }
    if declaration.is(ExtensionDeclSyntax.self) { return [] }
    context.diagnose(
      Diagnostic(
        node: node, message: OpticsDiagnostic.applyOpticsNeedsValueType(DeclarationKind(declaration))))
    return []
  }

  /// Stamps `@Lenses`/`@Prisms` and a relay on a nested struct or enum.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard NestedOptics.walks(into: declaration), let recursively = NestedOptics.recursively(node)
    else { return [] }
    // An extension's own types are its subject, so they are stamped even when not recursive.
    guard recursively || declaration.is(ExtensionDeclSyntax.self) else { return [] }
    return NestedOptics.attributes(for: member, recursively: recursively, relay: NestedOptics.relay)
  }
}
