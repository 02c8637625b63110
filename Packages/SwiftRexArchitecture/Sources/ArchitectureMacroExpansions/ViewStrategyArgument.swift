import SwiftSyntax

/// The `strategy:` argument of `@Feature` and `@BoundTo`, read from the attribute's syntax: the
/// macros decide what to generate from it while compiling, so it must be spelled as a case.
enum ViewStrategyArgument: String, CaseIterable {
  case observationSimple, observationGranular, combineObservable

  /// The strategy `node` names, `nil` when its `strategy:` is missing or is not a case of
  /// `ViewStrategy` (`.observationSimple`, `ViewStrategy.observationGranular`, …).
  init?(of node: AttributeSyntax) {
    guard let expression = Self.expression(of: node),
      let member = expression.as(MemberAccessExprSyntax.self),
      let strategy = ViewStrategyArgument(rawValue: member.declName.baseName.text)
    else { return nil }
    self = strategy
  }

  /// The `strategy:` argument as written, if any, for diagnostics to point at.
  static func expression(of node: AttributeSyntax) -> ExprSyntax? {
    guard case .argumentList(let arguments) = node.arguments else { return nil }
    return arguments.first(where: { $0.label?.text == "strategy" })?.expression
  }

  /// The view store type this strategy builds, and its generic arguments in that type's order.
  func viewStoreType(state: String, action: String) -> String {
    switch self {
    case .observationSimple: "SwiftRexArchitecture.ViewStore<\(state), \(action)>"
    case .observationGranular: "SwiftRexArchitecture.TrackedViewStore<\(state), \(action)>"
    case .combineObservable: "SwiftRexArchitecture.ObservableObjectStore<\(state), \(action)>"
    }
  }

  /// The name of the view store type, for documentation.
  var viewStoreName: String {
    switch self {
    case .observationSimple: "ViewStore"
    case .observationGranular: "TrackedViewStore"
    case .combineObservable: "ObservableObjectStore"
    }
  }
}
