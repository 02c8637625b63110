import SwiftDiagnostics
import SwiftRexMacroSupport
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Feature(strategy:)`: fills in what a feature enum leaves out (the default `Environment`,
/// `ViewState`, `ViewAction` and `Input`, `initialState(with:)`, `view(store:environment:)`),
/// stamps optics and `@Tracked` on its nested types, and conforms it to `Feature` when it has a
/// view. Misuse is reported once, by the member role.
public enum FeatureMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  /// The members the enum leaves out.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let enumDecl = attachedEnum(
        declaration, node: node, in: context, otherwise: ArchitectureDiagnostic.featureNeedsEnum)
    else { return [] }
    let feature = FeatureDeclaration(enumDecl)
    let strategy = ViewStrategyArgument(of: node)
    guard diagnose(feature, strategy: strategy, node: node, enumDecl: enumDecl, in: context),
      let strategy
    else { return [] }
    return FeatureMembers(feature: feature, strategy: strategy).declarations
  }

  /// Optics on the nested domain types, and `@Tracked` on the view state under the granular
  /// strategy.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return [] }
    let feature = FeatureDeclaration(enumDecl)
    var attributes = NestedTypeOptics.attributes(for: DeclSyntax(member))
    if ViewStrategyArgument(of: node) == .observationGranular,
      let structDecl = member.as(StructDeclSyntax.self),
      structDecl.name.text == trackedTypeName(of: feature),
      !AttributeNames(of: structDecl.attributes).contains("Tracked")
    {
      attributes.append("@SwiftRexArchitecture.Tracked")
    }
    return attributes
  }

  /// `: Feature` for an enum with a `Content` or a hand-written view.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty, let enumDecl = declaration.as(EnumDeclSyntax.self) else { return [] }
    let feature = FeatureDeclaration(enumDecl)
    guard feature.hasView, feature.declares("State"), feature.declares("Action"), feature.behavior != nil
    else { return [] }
    let conformance: DeclSyntax = """
      extension \(type.trimmed): SwiftRexArchitecture.Feature {}
      """
    return conformance.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }

  /// The struct that gets `@Tracked`: `ViewState` when it is a type of its own, else `State`.
  private static func trackedTypeName(of feature: FeatureDeclaration) -> String {
    feature.isDistinct("ViewState", from: "State") ? "ViewState" : "State"
  }

  /// Reports every problem of `feature`; returns whether the members can be generated.
  private static func diagnose(
    _ feature: FeatureDeclaration, strategy: ViewStrategyArgument?, node: AttributeSyntax,
    enumDecl: EnumDeclSyntax, in context: some MacroExpansionContext
  ) -> Bool {
    var problems: [(Syntax, ArchitectureDiagnostic)] = []
    let anchor = Syntax(enumDecl.name)
    if strategy == nil {
      let argument = ViewStrategyArgument.expression(of: node).map(Syntax.init) ?? Syntax(node)
      problems.append((argument, .strategyNeedsCase("Feature")))
    }
    if !feature.declares("State") {
      problems.append(
        (anchor, .missing("a State", in: feature.name, example: "struct State: Sendable, Equatable { … }")))
    }
    if !feature.declares("Action") {
      problems.append(
        (anchor, .missing("an Action", in: feature.name, example: "enum Action: Sendable { … }")))
    }
    if feature.behavior == nil {
      problems.append(
        (
          anchor,
          .missing(
            "behavior()", in: feature.name,
            example: "static func behavior() -> Behavior<Action, State, Environment> { … }")
        ))
    }
    for (viewType, domainType, map, signature) in [
      ("ViewState", "State", "mapState", "@MainActor @Sendable (State) -> ViewState"),
      ("ViewAction", "Action", "mapAction", "@Sendable (ViewAction) -> Action"),
    ] {
      let distinct = feature.isDistinct(viewType, from: domainType)
      let mapDecl = viewType == "ViewState" ? feature.mapState : feature.mapAction
      if let mapDecl, !distinct {
        problems.append((Syntax(mapDecl), .mapWithoutType(map, type: viewType)))
      }
      if distinct, mapDecl == nil, let typeDecl = feature.types[viewType] {
        problems.append((Syntax(typeDecl), .typeWithoutMap(viewType, map: map, signature: signature)))
      }
    }
    if feature.initialState == nil {
      if let input = feature.types["Input"], !feature.inputIsVoid {
        problems.append((Syntax(input), .inputWithoutInitialState(feature.name)))
      } else if feature.stateSurelyLacksInit, let state = feature.types["State"] {
        problems.append((Syntax(state), .stateNeedsInit(feature.name)))
      }
    }
    if let view = feature.view, let result = view.signature.returnClause?.type,
      result.is(SomeOrAnyTypeSyntax.self)
    {
      problems.append((Syntax(result), .opaqueHandWrittenView(feature.name)))
    }
    for (syntax, message) in problems { context.diagnose(Diagnostic(node: syntax, message: message)) }
    return problems.isEmpty
  }
}
