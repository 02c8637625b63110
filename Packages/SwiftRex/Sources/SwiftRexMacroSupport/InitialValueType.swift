import SwiftSyntax

/// Reads the type of a stored property from its initial value when no type is written
/// (`var count = 0`), for the literal and initializer-call forms whose type is certain.
///
/// Macros see syntax, not types, yet what they generate around a stored property (a lens, tracked
/// storage) must spell its type. This reads only the forms whose type the syntax settles, the same
/// way for every SwiftRex macro; anything less certain is left to the user, with a diagnostic
/// asking for the annotation.
public enum InitialValueType {
  /// The type of `value`, or `nil` when it cannot be read without type checking.
  ///
  /// Recognised: integer, float, string and Boolean literals (`Int`, `Double`, `String`, `Bool`,
  /// the types Swift defaults them to), a negated number literal, an `as` cast, an initializer
  /// call on an uppercase type name (`Foo()`, `Foo<Int>()`, `Foo.Bar()`, `Foo.init()`,
  /// `[Int]()`, `[String: Int]()`), and a non-empty array literal whose elements all read as the
  /// same type. A lowercase call (`makeThing()`), a variable, `[]` or `nil` read as `nil`.
  ///
  /// - Parameter value: The initializer's expression, as written (folded or not).
  /// - Returns: The type as source text, such as `"Int"` or `"[String: Int]"`.
  public static func inferred(from value: ExprSyntax) -> String? {
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      let operand = inferred(from: prefix.expression)
      return operand == "Int" || operand == "Double" ? operand : nil
    }
    if let cast = value.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
      return cast.type.trimmedDescription
    }
    // Before operator folding, `1 as Double` is a sequence: value, `as`, type.
    if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
      cast.questionOrExclamationMark == nil,
      let type = sequence.elements.last?.as(TypeExprSyntax.self)
    {
      return type.type.trimmedDescription
    }
    if let call = value.as(FunctionCallExprSyntax.self) {
      return constructedType(call.calledExpression)
    }
    if let array = value.as(ArrayExprSyntax.self), let first = array.elements.first {
      let element = inferred(from: first.expression)
      let allSame = array.elements.allSatisfy { inferred(from: $0.expression) == element }
      return allSame ? element.map { "[\($0)]" } : nil
    }
    return nil
  }

  /// The type an initializer call constructs: `Foo(…)`, `Foo<Int>(…)`, `Foo.Bar(…)`, `Foo.init(…)`,
  /// `[Int](…)`, `[String: Int](…)`. Lowercase callees are functions, whose result is unknown.
  private static func constructedType(_ callee: ExprSyntax) -> String? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return startsUppercase(reference.baseName.text) ? reference.trimmedDescription : nil
    }
    if let specialization = callee.as(GenericSpecializationExprSyntax.self) {
      return constructedType(specialization.expression) != nil ? specialization.trimmedDescription : nil
    }
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      if member.declName.baseName.tokenKind == .keyword(.`init`) { return constructedType(base) }
      guard startsUppercase(member.declName.baseName.text), constructedType(base) != nil else { return nil }
      return member.trimmedDescription
    }
    if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 {
      return array.trimmedDescription
    }
    if let dictionary = callee.as(DictionaryExprSyntax.self),
      case .elements(let elements) = dictionary.content,
      elements.count == 1
    {
      return dictionary.trimmedDescription
    }
    return nil
  }

  private static func startsUppercase(_ name: String) -> Bool {
    name.filter { $0 != "`" }.first?.isUppercase ?? false
  }
}
