import SwiftSyntax

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
