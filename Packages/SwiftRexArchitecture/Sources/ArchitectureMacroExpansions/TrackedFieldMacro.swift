import SwiftSyntax
import SwiftSyntaxMacros

/// `@_TrackedField`, stamped by `@Tracked` on each stored `var`: accessors over private storage
/// whose getter reports the read to the struct's tracker, and the storage itself.
public enum TrackedFieldMacro: AccessorMacro, PeerMacro {
  /// `init` (keeps the memberwise initializer), `get` (reports the read), `set` and `_modify`
  /// (in place, so a reducer's `state.books.append(…)` does not copy the array).
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let name = trackedName(of: declaration) else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = initialValue
      }
      """,
      """
      get {
        _$tracker.access("\(raw: name)")
        return _\(raw: name)
      }
      """,
      """
      set {
        _\(raw: name) = newValue
      }
      """,
      """
      _modify {
        yield &_\(raw: name)
      }
      """,
    ]
  }

  /// `private var _name: Type`, the storage the accessors read and write; `Type` is the written
  /// one, or the one read from the initial value when none is written (`var count = 0`).
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let name = trackedName(of: declaration), let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first, let type = TrackedProperty.storageType(of: binding)
    else { return [] }
    return ["private var _\(raw: name): \(raw: type)"]
  }

  /// The name of a single stored `var` whose type is written or readable from its initial value;
  /// `@Tracked` stamps no other, and without a type there is no storage to declare.
  private static func trackedName(of declaration: some DeclSyntaxProtocol) -> String? {
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let binding = variable.bindings.first, binding.accessorBlock == nil,
      TrackedProperty.storageType(of: binding) != nil
    else { return nil }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }
}
