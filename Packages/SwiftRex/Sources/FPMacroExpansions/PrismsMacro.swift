import SwiftDiagnostics
import SwiftRexMacroSupport
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Prisms`: a prism and a case key path per case of an enum, and the `HasCasePrisms` table
/// that joins them.
///
/// Members are generated, not stored: generic enums cannot hold static stored properties, and a
/// prism is two closures that cost nothing to build.
public enum PrismsMacro: MemberMacro, ExtensionMacro {
  /// The `Prisms` struct, the `prism` static, the extraction properties and the `casePrisms`
  /// table, or a diagnostic when not attached to an enum.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(node: node, message: OpticsDiagnostic.prismsNeedsEnum(DeclarationKind(declaration))))
      return []
    }
    return members(of: enumDecl, in: context)
  }

  /// The `HasCasePrisms` conformance of an enum that does not declare it yet.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(EnumDeclSyntax.self) else { return [] }
    return conformance(of: type, to: protocols)
  }

  /// The `HasCasePrisms` conformance, unless the enum already declares it (then the compiler
  /// passes no protocol, and a second conformance would be an error).
  static func conformance(of type: some TypeSyntaxProtocol, to protocols: [TypeSyntax])
    -> [ExtensionDeclSyntax]
  {
    guard !protocols.isEmpty else { return [] }
    let decl: DeclSyntax = "extension \(type.trimmed): FP.HasCasePrisms {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }

  /// The members `@Prisms` adds to `enumDecl`; `[]` after diagnosing a case it cannot handle.
  static func members(of enumDecl: EnumDeclSyntax, in context: some MacroExpansionContext) -> [DeclSyntax] {
    let typeName = enumDecl.name.trimmedDescription
    let replacer = SelfTypeReplacer(typeName: typeName)
    let cases = enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap { $0.elements.map { EnumCase($0, selfReplacer: replacer) } }
    guard diagnoseUnnameable(cases, in: context) else { return [] }

    let modifier = AccessLevel(readingOf: enumDecl.modifiers).memberModifier
    let declaredProperties = declaredInstanceProperties(of: enumDecl)
    let prismProperties = cases.map { enumCase in
      """
        /// Focuses the `.\(enumCase.plainName)` case of `\(typeName)`: `preview` extracts its payload, \
      `review` embeds one.
        \(modifier)var \(enumCase.name): FP.Prism<\(typeName), \(enumCase.payloadType)> {
          FP.Prism(
            preview: { whole in
              if case \(enumCase.bindingPattern) = whole { return \(enumCase.boundPayload) }
              return nil
            },
            review: { \(enumCase.values.isEmpty ? "_" : "part") in \(enumCase.embedding("part")) }
          )
        }
      """
    }
    var members: [DeclSyntax] = [
      """
      /// The prisms of `\(raw: typeName)`'s cases, one per case and named after it: \
      `\(raw: typeName).prism.<case>`.
      \(raw: modifier)struct Prisms: Sendable {
      \(raw: prismProperties.joined(separator: "\n\n"))
      }
      """,
      """
      /// The prism of each case: `\(raw: typeName).prism.<case>` focuses `.<case>`.
      \(raw: modifier)static var prism: Prisms { Prisms() }
      """,
    ]
    var tableEntries: [String] = []
    for enumCase in cases {
      switch declaredProperties[enumCase.plainName] {
      case .none:
        members.append(
          """
          /// The payload of `.\(raw: enumCase.plainName)` when this value is that case, `nil` otherwise: \
          `\\\(raw: typeName).\(raw: enumCase.name)` is the case's key path.
          \(raw: modifier)var \(raw: enumCase.name): \(raw: enumCase.optionalPayloadType) {
            if case \(raw: enumCase.bindingPattern) = self { return \(raw: enumCase.boundPayload) }
            return nil
          }
          """)
      case .some(let declaredType) where !isSameOptional(declaredType, as: enumCase):
        // A property of the case's name that does not read as its payload is the user's own,
        // not a case key path: keep it out of the table rather than fail on its type.
        continue
      case .some:
        break
      }
      tableEntries.append("  table.add(\\\(typeName).\(enumCase.name), prism.\(enumCase.name))")
    }
    members.append(
      """
      /// Every case's prism, keyed by the case's key path, so that `Prism(\\\(raw: typeName).<case>)` \
      can embed as well as extract.
      \(raw: modifier)static var casePrisms: FP.CasePrismTable<\(raw: typeName)> {
      \(raw: (["  var table = FP.CasePrismTable<\(typeName)>()"] + tableEntries + ["  return table"]).joined(separator: "\n"))
      }
      """)
    return members
  }

  /// Diagnoses cases whose generated members could not be told apart or would collide with the
  /// generated statics. Returns whether generation can go ahead.
  private static func diagnoseUnnameable(_ cases: [EnumCase], in context: some MacroExpansionContext) -> Bool
  {
    var firstByName: [String: EnumCase] = [:]
    var canGenerate = true
    for enumCase in cases {
      if ["prism", "casePrisms", "Prisms"].contains(enumCase.plainName) {
        context.diagnose(
          Diagnostic(node: enumCase.node, message: OpticsDiagnostic.reservedCaseName(enumCase.plainName)))
        canGenerate = false
      }
      if let first = firstByName[enumCase.plainName] {
        let message = OpticsDiagnostic.overloadedCase(
          enumCase.plainName, first: first.fullName, second: enumCase.fullName)
        context.diagnose(Diagnostic(node: enumCase.node, message: message))
        canGenerate = false
      } else {
        firstByName[enumCase.plainName] = enumCase
      }
    }
    return canGenerate
  }

  /// The instance properties the enum already declares, by name, with their written types (or
  /// `""` when none is written): a user's extraction property is kept, not generated again.
  private static func declaredInstanceProperties(of enumDecl: EnumDeclSyntax) -> [String: String] {
    var properties: [String: String] = [:]
    for item in enumDecl.memberBlock.members {
      guard let variable = item.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        properties[name.filter { $0 != "`" }] = binding.typeAnnotation?.type.trimmedDescription ?? ""
      }
    }
    return properties
  }

  /// Whether a written type spells the case's payload as an optional (`T?` or `Optional<T>`).
  private static func isSameOptional(_ written: String, as enumCase: EnumCase) -> Bool {
    let compact = { (text: String) in text.filter { !$0.isWhitespace } }
    let payload = compact(enumCase.payloadType)
    return [compact(enumCase.optionalPayloadType), "Optional<\(payload)>", "\(payload)?"].contains(
      compact(written))
  }
}
