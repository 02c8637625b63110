import SwiftParser
import SwiftRexMacroSupport
import SwiftSyntax
import Testing

/// The modifiers of the first declaration in `source`.
private func modifiers(_ source: String) -> DeclModifierListSyntax {
  let file = Parser.parse(source: source)
  guard let decl = file.statements.first?.item.as(DeclSyntax.self)?.asProtocol(WithModifiersSyntax.self)
  else {
    return []
  }
  return decl.modifiers
}

@Suite struct AccessLevelTests {
  @Test func readingLevelIsTheWrittenModifierOrInternal() {
    #expect(AccessLevel(readingOf: modifiers("public struct S {}")) == .public)
    #expect(AccessLevel(readingOf: modifiers("fileprivate enum E {}")) == .fileprivate)
    #expect(AccessLevel(readingOf: modifiers("struct S {}")) == .internal)
    #expect(AccessLevel(readingOf: modifiers("open class C {}")) == .open)
  }

  @Test func writingLevelTakesTheSetterModifier() {
    let property = modifiers("public private(set) var x = 1")
    #expect(AccessLevel(readingOf: property) == .public)
    #expect(AccessLevel(writingOf: property) == .private)
    #expect(AccessLevel(writingOf: modifiers("package var y = 1")) == .package)
  }

  @Test func levelsAreOrderedFromNarrowestToWidest() {
    #expect(AccessLevel.private < .fileprivate)
    #expect(AccessLevel.internal < .package)
    #expect(min(AccessLevel.public, .internal) == .internal)
  }

  @Test func membersOfPrivateTypesCarryNoModifier() {
    #expect(AccessLevel.open.memberModifier == "public ")
    #expect(AccessLevel.package.memberModifier == "package ")
    #expect(AccessLevel.private.memberModifier == "")
    #expect(AccessLevel.internal.memberModifier == "")
  }
}

@Suite struct AttributeNamesTests {
  @Test func readsPlainAndModuleQualifiedNames() {
    let file = Parser.parse(source: "@FP.Prisms @Tracked(x) struct S {}")
    guard let decl = file.statements.first?.item.as(StructDeclSyntax.self) else {
      Issue.record("the source did not parse as a struct")
      return
    }
    let names = AttributeNames(of: decl.attributes)
    #expect(names.contains("Prisms"))
    #expect(names.contains("Tracked"))
    #expect(!names.contains("FP"))
  }
}
