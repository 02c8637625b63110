import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// How a diagnostic names the kind of declaration a macro was attached to ("struct", "class"…).
func declarationKindName(_ declaration: some DeclGroupSyntax) -> String {
  if declaration.is(StructDeclSyntax.self) { return "struct" }
  if declaration.is(EnumDeclSyntax.self) { return "enum" }
  if declaration.is(ClassDeclSyntax.self) { return "class" }
  if declaration.is(ActorDeclSyntax.self) { return "actor" }
  if declaration.is(ProtocolDeclSyntax.self) { return "protocol" }
  if declaration.is(ExtensionDeclSyntax.self) { return "extension" }
  return "declaration"
}

/// The enum a macro is attached to; anything else is diagnosed on `node` with the message
/// `problem` writes for its kind, and gives `nil`.
func attachedEnum(
  _ declaration: some DeclGroupSyntax, node: AttributeSyntax, in context: some MacroExpansionContext,
  otherwise problem: (String) -> ArchitectureDiagnostic
) -> EnumDeclSyntax? {
  if let enumDecl = declaration.as(EnumDeclSyntax.self) { return enumDecl }
  context.diagnose(Diagnostic(node: node, message: problem(declarationKindName(declaration))))
  return nil
}
