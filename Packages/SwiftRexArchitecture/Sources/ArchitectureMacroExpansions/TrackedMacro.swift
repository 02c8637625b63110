import SwiftDiagnostics
import SwiftRexMacroSupport
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Tracked`: a struct whose stored `var`s report their reads to a shared `FieldTracker`, the
/// list of those fields for a `TrackedViewStore` to compare, and the `TrackedState` conformance.
public enum TrackedMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  /// The tracker and the field list; misuse is reported here, once.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      let kind =
        declaration.is(EnumDeclSyntax.self)
        ? "enum" : declaration.is(ClassDeclSyntax.self) ? "class" : "declaration"
      context.diagnose(Diagnostic(node: node, message: ArchitectureDiagnostic.trackedNeedsStruct(kind)))
      return []
    }
    let name = structDecl.name.text
    let properties = storedProperties(of: structDecl)
    var valid = true
    for property in properties {
      if let message = property.diagnostic(in: name) {
        context.diagnose(Diagnostic(node: property.node, message: message, fixIts: property.fixIts))
        valid = false
      }
    }
    guard valid else { return [] }
    let access = AccessLevel(readingOf: structDecl.modifiers).memberModifier
    let fields = properties.map { "SwiftRexArchitecture.TrackedField(\"\($0.name)\", \\Self._\($0.name))" }
    let list = fields.isEmpty ? "[]" : "[\n    " + fields.joined(separator: ",\n    ") + ",\n  ]"
    return [
      """
      /// The tracker `\(raw: name)`'s getters report reads to, shared by every copy; a tracked view store sets its own.
      \(raw: access)var _$tracker: SwiftRexArchitecture.FieldTracker = .untracked
      """,
      """
      /// Every tracked field of `\(raw: name)`, which a tracked view store compares to find what changed.
      \(raw: access)static var _$trackedFields: [SwiftRexArchitecture.TrackedField<Self>] {
        \(raw: list)
      }
      """,
    ]
  }

  /// `@_TrackedField` on every stored `var` that can be tracked.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
      variable.bindings.count == 1
    else { return [] }
    let properties = TrackedProperty.properties(of: variable)
    guard properties.count == 1, properties[0].problem == nil,
      !AttributeNames(of: variable.attributes).contains("_TrackedField")
    else { return [] }
    return ["@SwiftRexArchitecture._TrackedField"]
  }

  /// `: TrackedState`.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty, declaration.is(StructDeclSyntax.self) else { return [] }
    let conformance: DeclSyntax = "extension \(type.trimmed): SwiftRexArchitecture.TrackedState {}"
    return conformance.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }

  private static func storedProperties(of structDecl: StructDeclSyntax) -> [TrackedProperty] {
    structDecl.memberBlock.members.flatMap { member -> [TrackedProperty] in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
      return TrackedProperty.properties(of: variable)
    }
  }
}
