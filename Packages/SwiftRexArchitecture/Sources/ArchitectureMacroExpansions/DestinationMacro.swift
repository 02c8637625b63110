import SwiftDiagnostics
import SwiftRexMacroSupport
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Destination`: from one list of cases — each a feature, an alert or a confirmation dialog —
/// the `State` and `Action` enums (with `@Prisms`, so `\.edit` is a case key path of both), the
/// `Environment` when the enum declares none, and `behavior()`, which runs each feature case
/// while it is the one presented. Misuse is reported once, by the member role.
public enum DestinationMacro: MemberMacro, ExtensionMacro {
  /// `State`, `Action`, the default `Environment` and `behavior()`.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let enumDecl = attachedEnum(
        declaration, node: node, in: context, otherwise: ArchitectureDiagnostic.destinationNeedsEnum)
    else { return [] }
    guard let cases = readCases(of: enumDecl, in: context, reporting: true) else { return [] }
    return DestinationMembers(enumDecl: enumDecl, cases: cases).declarations
  }

  /// `: HasBehavior`, so a destination is used like any feature's logic.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty, let enumDecl = declaration.as(EnumDeclSyntax.self),
      readCases(of: enumDecl, in: context, reporting: false) != nil
    else { return [] }
    let conformance: DeclSyntax = "extension \(type.trimmed): SwiftRexArchitecture.HasBehavior {}"
    return conformance.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }

  /// The cases of `enumDecl`, or `nil` when any is misused — after reporting every problem if
  /// `reporting` (the member role reports; the extension role stays silent, so each is said once).
  private static func readCases(
    of enumDecl: EnumDeclSyntax, in context: some MacroExpansionContext, reporting: Bool
  ) -> [DestinationCase]? {
    var problems: [(Syntax, ArchitectureDiagnostic)] = []
    var cases: [DestinationCase] = []
    for member in enumDecl.memberBlock.members {
      if let typeName = FeatureDeclaration.typeName(of: member.decl), ["State", "Action"].contains(typeName) {
        problems.append(
          (Syntax(member.decl), .destinationDeclaresGenerated(typeName, in: enumDecl.name.text)))
      }
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        switch DestinationCase.read(element, documentation: DestinationCase.documentation(of: caseDecl)) {
        case .success(let destinationCase): cases.append(destinationCase)
        case .failure(let problem): problems.append((Syntax(element), problem))
        }
      }
    }
    if cases.isEmpty && problems.isEmpty {
      problems.append((Syntax(enumDecl.name), .destinationNeedsCases(enumDecl.name.text)))
    }
    if reporting {
      for (syntax, message) in problems { context.diagnose(Diagnostic(node: syntax, message: message)) }
    }
    return problems.isEmpty ? cases : nil
  }
}
