import SwiftRexMacroSupport
import SwiftSyntax

/// The optics attributes `@Feature` stamps on a nested type: `@Lenses` on a struct, `@Prisms` on
/// an enum with cases (which also adds its `HasCasePrisms` conformance, so case key paths embed),
/// and `@ApplyNestedOptics(recursively: true)` on a type that nests further structs or enums.
///
/// `Content` is a view, not domain: it gets nothing. Nor does a type that already carries an
/// optics attribute or `@NoOptics`, so optics are never generated twice.
enum NestedTypeOptics {
  static func attributes(for member: DeclSyntax) -> [AttributeSyntax] {
    let attributes: AttributeListSyntax
    let members: MemberBlockItemListSyntax
    let selfOptics: String?
    if let nested = member.as(StructDeclSyntax.self) {
      guard nested.name.text != "Content" else { return [] }
      (attributes, members, selfOptics) = (nested.attributes, nested.memberBlock.members, "FP.Lenses")
    } else if let nested = member.as(EnumDeclSyntax.self) {
      guard nested.name.text != "Content" else { return [] }
      let hasCases = nested.memberBlock.members.contains { $0.decl.is(EnumCaseDeclSyntax.self) }
      (attributes, members, selfOptics) = (
        nested.attributes, nested.memberBlock.members, hasCases ? "FP.Prisms" : nil
      )
    } else {
      return []
    }
    guard !AttributeNames(of: attributes).handlesItsOwnOptics else { return [] }
    var stamped: [AttributeSyntax] = []
    if let selfOptics { stamped.append("@\(raw: selfOptics)") }
    let nestsTypes = members.contains { $0.decl.is(StructDeclSyntax.self) || $0.decl.is(EnumDeclSyntax.self) }
    if nestsTypes { stamped.append("@FP.ApplyNestedOptics(recursively: true)") }
    return stamped
  }
}
