import SwiftDiagnostics
import SwiftRexMacroSupport
import SwiftSyntax
import SwiftSyntaxMacros

/// `@BoundTo(F.self, strategy:)`: a stored `viewStore` of the strategy's view store type over
/// `F.ViewState`/`F.ViewAction`, and the `init(viewStore:)` that `F`'s generated view calls.
public enum BoundToMacro: MemberMacro {
  /// The `viewStore` property and its initializer; misuse is reported instead.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      let kind =
        declaration.is(ClassDeclSyntax.self)
        ? "class" : declaration.is(EnumDeclSyntax.self) ? "enum" : "declaration"
      context.diagnose(Diagnostic(node: node, message: ArchitectureDiagnostic.boundToNeedsStruct(kind)))
      return []
    }
    var valid = true
    let feature = featureType(of: node)
    if feature == nil {
      context.diagnose(Diagnostic(node: node, message: ArchitectureDiagnostic.boundToNeedsFeatureType))
      valid = false
    }
    // Without `strategy:`, the view takes the feature's own `ViewStore`, which `@Feature` aliases
    // to the store its strategy picks: the strategy is then written once, on the feature.
    let strategyExpression = ViewStrategyArgument.expression(of: node)
    let strategy = ViewStrategyArgument(of: node)
    if let strategyExpression, strategy == nil {
      context.diagnose(
        Diagnostic(node: strategyExpression, message: ArchitectureDiagnostic.strategyNeedsCase("BoundTo")))
      valid = false
    }
    guard valid, let feature else { return [] }
    let access = AccessLevel(readingOf: structDecl.modifiers).memberModifier
    let storeType =
      strategy?.viewStoreType(state: "\(feature).ViewState", action: "\(feature).ViewAction")
      ?? "\(feature).ViewStore"
    let storeDoc =
      "/// The store this view reads `\(feature)`'s view state from and dispatches its view actions to."
    let initDoc = "/// Binds the view to `viewStore`; `\(feature).view(store:environment:)` calls it."
    if strategy == .combineObservable {
      return [
        """
        \(raw: storeDoc)
        /// Any change it announces evaluates the view again.
        @SwiftRexArchitecture.ObservedObject \(raw: access)var viewStore: \(raw: storeType)
        """,
        """
        \(raw: initDoc)
        \(raw: access)init(viewStore: \(raw: storeType)) {
          _viewStore = SwiftRexArchitecture.ObservedObject(wrappedValue: viewStore)
        }
        """,
      ]
    }
    return [
      """
      \(raw: storeDoc)
      \(raw: access)let viewStore: \(raw: storeType)
      """,
      """
      \(raw: initDoc)
      \(raw: access)init(viewStore: \(raw: storeType)) {
        self.viewStore = viewStore
      }
      """,
    ]
  }

  /// The feature type of `@BoundTo(Feature.self, …)`: the first argument without `.self`.
  private static func featureType(of node: AttributeSyntax) -> String? {
    guard case .argumentList(let arguments) = node.arguments, let first = arguments.first,
      first.label == nil,
      let member = first.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.self),
      let base = member.base
    else { return nil }
    return base.trimmedDescription
  }
}
