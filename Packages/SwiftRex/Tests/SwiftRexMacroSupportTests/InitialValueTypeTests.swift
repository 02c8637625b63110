import SwiftParser
import SwiftRexMacroSupport
import SwiftSyntax
import Testing

/// The initial value of the first property in `source`, as a macro sees it: parsed, not folded.
private func initialValue(_ source: String) -> ExprSyntax? {
  let file = Parser.parse(source: source)
  return file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
}

@Suite struct InitialValueTypeTests {
  @Test(arguments: [
    ("0", "Int"), ("-1", "Int"), ("1.5", "Double"), ("-0.5", "Double"), (#""text""#, "String"),
    (#""\(1)""#, "String"), ("true", "Bool"), ("false", "Bool"), ("Book()", "Book"),
    ("Book.init(id: 1)", "Book"), ("Set<Int>()", "Set<Int>"), ("Book.Kind()", "Book.Kind"),
    ("[Int]()", "[Int]"), ("[String: Int]()", "[String: Int]"), ("[1, 2]", "[Int]"),
    ("1 as Double", "Double"),
  ])
  func readsTheTypeOfPlainInitialValues(value: String, type: String) throws {
    let expression = try #require(initialValue("var field = \(value)"))
    #expect(InitialValueType.inferred(from: expression) == type)
  }

  // Each of these needs the type checker: a function's result, a variable's type, an empty or
  // mixed literal whose type comes from context, a conditional cast that may fail.
  @Test(arguments: [
    "makeDefault()", "other", "other.value", "Book.make()", "[]", "nil", "[1, \"a\"]", "x as? Int",
    "-other", "!flag",
  ])
  func leavesEverythingElseUnread(value: String) throws {
    let expression = try #require(initialValue("var field = \(value)"))
    #expect(InitialValueType.inferred(from: expression) == nil)
  }
}
