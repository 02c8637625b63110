import SwiftRexMacroSupport
import SwiftSyntax

/// One stored instance property of a struct, as `@Lenses` sees it.
struct StoredProperty {
  /// The name as written, backticks included, so it can be reused as an identifier.
  let name: String
  /// The node diagnostics about this property point at.
  let node: PatternBindingSyntax
  /// The spelled type, `nil` when it is neither written nor readable from the initial value.
  let type: String?
  let isLet: Bool
  let hasInitialValue: Bool
  /// The narrowest of the property's read and write access.
  let access: AccessLevel
  /// Whether the property is a plain `var`/`let`: no property wrapper or other attribute, not
  /// `lazy`. Only then is its memberwise-initializer parameter known to be `name: Type`.
  let isPlain: Bool

  /// The stored instance properties declared directly in `members`, in declaration order.
  ///
  /// Computed, static, and `lazy` properties are left out: the first two store nothing in a
  /// value, and reading a `lazy` one mutates, so no lens getter could read it.
  static func all(in members: MemberBlockItemListSyntax, selfReplacer: SelfTypeReplacer) -> [StoredProperty] {
    members.flatMap { item -> [StoredProperty] in
      guard let variable = item.decl.as(VariableDeclSyntax.self) else { return [] }
      return properties(of: variable, selfReplacer: selfReplacer)
    }
  }

  /// Whether `members` declares something that hides a stored property from this reading (`#if`),
  /// or a `lazy` property: either makes the memberwise initializer's parameters unknowable.
  static func hidesMemberwiseParameters(_ members: MemberBlockItemListSyntax) -> Bool {
    members.contains { item in
      if item.decl.is(IfConfigDeclSyntax.self) { return true }
      guard let variable = item.decl.as(VariableDeclSyntax.self) else { return false }
      return variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        || variable.bindings.contains { !$0.pattern.is(IdentifierPatternSyntax.self) }
    }
  }

  private static func properties(of variable: VariableDeclSyntax, selfReplacer: SelfTypeReplacer)
    -> [StoredProperty]
  {
    let modifiers = variable.modifiers
    let isStatic = modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    let isLazy = modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
    guard !isStatic, !isLazy else { return [] }
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    let readAccess = AccessLevel(readingOf: modifiers)
    let access = isLet ? readAccess : min(readAccess, AccessLevel(writingOf: modifiers))
    let bindings = Array(variable.bindings)
    return bindings.enumerated().compactMap { index, binding in
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self), isStored(binding) else {
        return nil
      }
      // `var a, b: Int` writes the type once, on the last binding that shares it.
      let writtenType =
        binding.typeAnnotation?.type
        ?? (binding.initializer == nil
          ? bindings[index...].first { $0.typeAnnotation != nil }?.typeAnnotation?.type : nil)
      let type =
        writtenType.map(selfReplacer.replacing(in:))
        ?? binding.initializer.flatMap { InitialValueType.inferred(from: $0.value) }
      return StoredProperty(
        name: identifier.identifier.text, node: binding, type: type, isLet: isLet,
        hasInitialValue: binding.initializer != nil, access: access, isPlain: variable.attributes.isEmpty)
    }
  }

  /// A binding stores a value unless it has a getter; `willSet`/`didSet` observe a stored value.
  private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let accessors = binding.accessorBlock?.accessors else { return true }
    guard case .accessors(let list) = accessors else { return false }
    return list.allSatisfy {
      $0.accessorSpecifier.tokenKind == .keyword(.willSet)
        || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
    }
  }
}
