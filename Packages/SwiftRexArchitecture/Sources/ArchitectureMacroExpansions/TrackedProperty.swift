import SwiftDiagnostics
import SwiftRexMacroSupport
import SwiftSyntax

/// A stored instance property of a `@Tracked` struct, or the reason it cannot be tracked.
struct TrackedProperty {
  enum Problem {
    case isLet, untyped, hasObservers, isWrapped
  }

  let name: String
  /// The written type, else the one read from the initial value; `nil` when neither is known.
  let type: String?
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
      }
      let type = storageType(of: binding)
      if type == nil, problem == nil {
        problem = .untyped
      }
      return TrackedProperty(name: name, type: type, problem: problem, node: Syntax(binding))
    }
  }

  /// The type the private storage of `binding` is declared with: the one written, else the one
  /// its initial value settles (`var count = 0` is an `Int`), read the way `@Lenses` reads it so
  /// both macros accept the same properties. The storage has no initial value of its own (the
  /// init accessor receives it), so Swift cannot infer its type; the macro must spell it.
  static func storageType(of binding: PatternBindingSyntax) -> String? {
    binding.typeAnnotation?.type.trimmedDescription
      ?? binding.initializer.flatMap { InitialValueType.inferred(from: $0.value) }
  }

  /// The edits offered with ``diagnostic(in:)``: for a property whose type cannot be inferred, a
  /// type annotation with a placeholder to fill in (`var x: <#Type#> = makeThing()`), since the
  /// user knows the type the macro cannot read.
  var fixIts: [FixIt] {
    guard problem == .untyped, let binding = node.as(PatternBindingSyntax.self) else { return [] }
    // The pattern's trailing space (before `=`) moves after the annotation.
    let placeholder = IdentifierTypeSyntax(
      name: .identifier("<#Type#>"), trailingTrivia: binding.pattern.trailingTrivia)
    let annotated =
      binding
      .with(\.pattern, binding.pattern.with(\.trailingTrivia, []))
      .with(
        \.typeAnnotation, TypeAnnotationSyntax(colon: .colonToken(trailingTrivia: .space), type: placeholder))
    return [
      FixIt(
        message: ArchitectureFixIt.writeType(of: name),
        changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(annotated))])
    ]
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
