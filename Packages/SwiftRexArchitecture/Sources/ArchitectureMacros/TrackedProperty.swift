import SwiftSyntax

/// A stored instance property of a `@Tracked` struct, or the reason it cannot be tracked.
struct TrackedProperty {
  enum Problem {
    case isLet, untyped, hasObservers, isWrapped
  }

  let name: String
  let type: TypeSyntax?
  let problem: Problem?
  let node: Syntax

  /// The stored instance properties `variable` declares; static and computed ones give none.
  static func properties(of variable: VariableDeclSyntax) -> [TrackedProperty] {
    let isStatic = variable.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    guard !isStatic else { return [] }
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    let isWrapped = variable.attributes.contains {
      guard case .attribute(let attribute) = $0 else { return false }
      return attribute.attributeName.trimmedDescription != "_TrackedField"
        && !attribute.attributeName.trimmedDescription.hasSuffix("._TrackedField")
    }
    return variable.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
      var problem: Problem?
      if let accessors = binding.accessorBlock {
        // A computed property reads tracked storage itself; observers need storage of their own.
        guard case .accessors(let list) = accessors.accessors,
          list.contains(where: {
            $0.accessorSpecifier.tokenKind == .keyword(.willSet)
              || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
          })
        else { return nil }
        problem = .hasObservers
      }
      if isLet {
        problem = .isLet
      } else if isWrapped {
        problem = .isWrapped
      } else if binding.typeAnnotation == nil, problem == nil {
        problem = .untyped
      }
      return TrackedProperty(
        name: name, type: binding.typeAnnotation?.type, problem: problem, node: Syntax(binding))
    }
  }

  func diagnostic(in structName: String) -> ArchitectureDiagnostic? {
    switch problem {
    case nil: nil
    case .isLet: .trackedLet(name, structName: structName)
    case .untyped: .trackedUntyped(name, structName: structName)
    case .hasObservers:
      .trackedUnsupported(
        name, structName: structName,
        reason: "it has `willSet`/`didSet` observers; move that logic into the behaviour")
    case .isWrapped:
      .trackedUnsupported(
        name, structName: structName,
        reason: "it carries an attribute such as a property wrapper; store the plain value instead")
    }
  }
}
