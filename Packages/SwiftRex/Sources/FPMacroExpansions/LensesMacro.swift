import SwiftDiagnostics
import SwiftRexMacroSupport
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Lenses`: a lens per stored property of a struct, reachable as `State.lens.<property>`.
///
/// A `let` gets a lens only when the struct keeps its memberwise initializer (it declares no
/// `init` of its own): setting rebuilds the value through it. With a hand-written `init`, there
/// is no sound way to replace a `let`, so that property gets no lens; a `let` with an initial
/// value is a constant and never gets one.
public enum LensesMacro: MemberMacro {
  /// The `Lenses` struct and the `lens` static, or a diagnostic when not attached to a struct.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(node: node, message: OpticsDiagnostic.lensesNeedsStruct(DeclarationKind(declaration))))
      return []
    }
    return members(of: structDecl, in: context)
  }

  /// The members `@Lenses` adds to `structDecl`; `[]` after diagnosing a property it cannot type.
  static func members(of structDecl: StructDeclSyntax, in context: some MacroExpansionContext) -> [DeclSyntax]
  {
    let typeName = structDecl.name.trimmedDescription
    let typeAccess = AccessLevel(readingOf: structDecl.modifiers)
    let members = structDecl.memberBlock.members
    let properties = StoredProperty.all(in: members, selfReplacer: SelfTypeReplacer(typeName: typeName))

    let untyped = properties.filter { $0.type == nil }
    for property in untyped {
      context.diagnose(
        Diagnostic(node: property.node, message: OpticsDiagnostic.untypedProperty(property.name)))
    }
    guard untyped.isEmpty else { return [] }

    let keepsMemberwiseInit =
      !members.contains { $0.decl.is(InitializerDeclSyntax.self) }
      && !StoredProperty.hidesMemberwiseParameters(members) && properties.allSatisfy(\.isPlain)
    let memberwiseParameters = properties.filter { !($0.isLet && $0.hasInitialValue) }

    let lensProperties = properties.compactMap { property -> String? in
      guard let type = property.type else { return nil }
      let body: String
      if !property.isLet {
        // A key path, not closures: a key path carries its own type metadata, so a generic
        // struct's lens captures no metatype (Swift 6.2 warns about capturing one whose
        // conformances are not known to be `Sendable`).
        body = "FP.Lens(\\\(typeName).\(property.name))"
      } else if keepsMemberwiseInit && !property.hasInitialValue {
        let arguments = memberwiseParameters.map { parameter in
          "\(parameter.name): \(parameter.name == property.name ? "part" : "whole.\(parameter.name)")"
        }
        body = """
          FP.Lens(
                get: { whole in whole.\(property.name) },
                set: { whole, part in whole = \(typeName)(\(arguments.joined(separator: ", "))) }
              )
          """
      } else {
        return nil
      }
      let summary =
        property.isLet
        ? ", a `let`: setting it rebuilds the value through the memberwise initializer"
        : ": `get` reads it, `set` writes it in place"
      return """
          /// Focuses `\(property.name.filter { $0 != "`" })` of `\(typeName)`\(summary).
          \(lensModifier(typeAccess: typeAccess, propertyAccess: property.access))var \(property.name): \
        FP.Lens<\(typeName), \(type)> {
            \(body)
          }
        """
    }
    let modifier = typeAccess.memberModifier
    return [
      """
      /// The lenses of `\(raw: typeName)`'s stored properties, one per property and named after it: \
      `\(raw: typeName).lens.<property>`.
      \(raw: modifier)struct Lenses: Sendable {
      \(raw: lensProperties.joined(separator: "\n\n"))
      }
      """,
      """
      /// The lens of each stored property: `\(raw: typeName).lens.<property>` focuses `<property>`.
      \(raw: modifier)static var lens: Lenses { Lenses() }
      """,
    ]
  }

  /// A lens is as visible as the lesser of its struct and its property (counting a
  /// `private(set)`). A `private` property's lens is `fileprivate`: `private` inside the
  /// generated `Lenses` struct would hide it from the struct it was made for.
  private static func lensModifier(typeAccess: AccessLevel, propertyAccess: AccessLevel) -> String {
    if propertyAccess < .internal { return "fileprivate " }
    return min(typeAccess, propertyAccess).memberModifier
  }
}
