import SwiftSyntax

/// What kind of declaration a macro was attached to, for diagnostics that say what to write.
enum DeclarationKind: CustomStringConvertible {
  case `struct`(String)
  case `enum`(String)
  case `class`(String)
  case actor(String)
  case `protocol`(String)
  case `extension`
  case other

  init(_ declaration: some SyntaxProtocol) {
    if let decl = declaration.as(StructDeclSyntax.self) {
      self = .struct(decl.name.trimmedDescription)
    } else if let decl = declaration.as(EnumDeclSyntax.self) {
      self = .enum(decl.name.trimmedDescription)
    } else if let decl = declaration.as(ClassDeclSyntax.self) {
      self = .class(decl.name.trimmedDescription)
    } else if let decl = declaration.as(ActorDeclSyntax.self) {
      self = .actor(decl.name.trimmedDescription)
    } else if let decl = declaration.as(ProtocolDeclSyntax.self) {
      self = .protocol(decl.name.trimmedDescription)
    } else if declaration.is(ExtensionDeclSyntax.self) {
      self = .extension
    } else {
      self = .other
    }
  }

  var description: String {
    switch self {
    case .struct: "struct"
    case .enum: "enum"
    case .class: "class"
    case .actor: "actor"
    case .protocol: "protocol"
    case .extension: "extension"
    case .other: "declaration"
    }
  }
}
