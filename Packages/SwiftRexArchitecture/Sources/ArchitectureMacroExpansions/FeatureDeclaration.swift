import SwiftRexMacroSupport
import SwiftSyntax

/// What a `@Feature` enum declares, read from its members: the named types, the functions the
/// macro would otherwise generate, and the view maps.
struct FeatureDeclaration {
  let name: String
  let access: AccessLevel
  /// The nested declarations named `State`, `Action`, `Environment`, `ViewState`, `ViewAction`,
  /// `Input` and `Content`, whatever their kind (struct, enum, typealias, …).
  private(set) var types: [String: DeclSyntax] = [:]
  private(set) var behavior: FunctionDeclSyntax?
  private(set) var initialState: FunctionDeclSyntax?
  private(set) var view: FunctionDeclSyntax?
  private(set) var mapState: DeclSyntax?
  private(set) var mapAction: DeclSyntax?

  static let namedTypes: Set<String> = [
    "State", "Action", "Environment", "ViewState", "ViewAction", "Input", "Content",
  ]

  init(_ enumDecl: EnumDeclSyntax) {
    name = enumDecl.name.text
    access = AccessLevel(readingOf: enumDecl.modifiers)
    for member in enumDecl.memberBlock.members {
      let decl = member.decl
      if let typeName = Self.typeName(of: decl), Self.namedTypes.contains(typeName) {
        types[typeName] = decl
      } else if let function = decl.as(FunctionDeclSyntax.self) {
        switch function.name.text {
        case "behavior": behavior = function
        case "initialState": initialState = function
        case "view": view = function
        case "mapState": mapState = decl
        case "mapAction": mapAction = decl
        default: break
        }
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          switch binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          case "mapState": mapState = decl
          case "mapAction": mapAction = decl
          default: break
          }
        }
      }
    }
  }

  /// The name a nested type declaration introduces, `nil` for other members.
  static func typeName(of decl: DeclSyntax) -> String? {
    if let decl = decl.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = decl.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = decl.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = decl.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = decl.as(TypeAliasDeclSyntax.self) { return decl.name.text }
    return nil
  }

  func declares(_ type: String) -> Bool { types[type] != nil }

  /// Whether `viewType` (`ViewState`, `ViewAction`) is declared as a type of its own rather than
  /// as an alias of `domainType` (`State`, `Action`), so that the view needs a map to reach it.
  func isDistinct(_ viewType: String, from domainType: String) -> Bool {
    guard let decl = types[viewType] else { return false }
    guard let alias = decl.as(TypeAliasDeclSyntax.self) else { return true }
    let target = alias.initializer.value.trimmedDescription
    return ![domainType, "Self.\(domainType)", "\(name).\(domainType)"].contains(target)
  }

  /// Whether the feature has a view: a `Content` to build, or a hand-written `view`.
  var hasView: Bool { declares("Content") || view != nil }

  /// Whether `Input` is declared as an alias of `Void`, which `State()` can still seed.
  var inputIsVoid: Bool {
    guard let alias = types["Input"]?.as(TypeAliasDeclSyntax.self) else { return false }
    return ["Void", "()"].contains(alias.initializer.value.trimmedDescription)
  }

  /// Whether `State` surely has no `init()`: a struct declared here whose explicit initializers
  /// all take arguments, or, with none, a stored property that has neither an initial value nor
  /// an optional `var` type. Anything the macro cannot see (an alias, an extension) counts as
  /// having one, so a missing `init()` there is left to the compiler.
  var stateSurelyLacksInit: Bool {
    guard let state = types["State"]?.as(StructDeclSyntax.self) else { return false }
    let initializers = state.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    if !initializers.isEmpty {
      return !initializers.contains { initializer in
        initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
      }
    }
    for member in state.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
      for binding in variable.bindings where binding.accessorBlock == nil && binding.initializer == nil {
        let type = binding.typeAnnotation?.type
        let isOptional =
          type?.is(OptionalTypeSyntax.self) == true
          || type?.trimmedDescription.hasPrefix("Optional<") == true
        if !(isVar && isOptional) { return true }
      }
    }
    return false
  }
}
