import SwiftSyntax

/// One case of an enum, as `@Prisms` sees it: a name and the associated values its prism focuses.
///
/// The payload a prism and a case key path carry is `Void` for a case without associated
/// values, the value itself for a case with one (its label, if any, has no place to live), and a
/// tuple keeping the labels for a case with several.
struct EnumCase {
  /// One associated value: its label (`nil` when unlabeled) and its spelled type.
  struct Value {
    let label: String?
    let type: String
  }

  /// The case's name as written, backticks included, so it can be reused as an identifier.
  let name: String
  /// The node diagnostics about this case point at.
  let node: EnumCaseElementSyntax
  let values: [Value]
  /// Whether the payload type must be parenthesized before `?` is appended.
  private let payloadNeedsParentheses: Bool

  init(_ element: EnumCaseElementSyntax, selfReplacer: SelfTypeReplacer) {
    name = element.name.text
    node = element
    let parameters = element.parameterClause?.parameters.map { $0 } ?? []
    values = parameters.map { parameter in
      let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
      return Value(label: label, type: selfReplacer.replacing(in: parameter.type))
    }
    payloadNeedsParentheses =
      parameters.count == 1 && parameters.allSatisfy { Self.needsParentheses($0.type) }
  }

  /// The name without backticks: what the user reads in messages.
  var plainName: String { name.filter { $0 != "`" } }

  /// The full name with argument labels, as Swift spells it in diagnostics (`moved(from:to:)`).
  var fullName: String {
    values.isEmpty ? plainName : "\(plainName)(\(values.map { "\($0.label ?? "_"):" }.joined()))"
  }

  /// The type a prism of this case focuses.
  var payloadType: String {
    switch values.count {
    case 0: "Void"
    case 1: values[0].type
    default: Self.tuple(values)
    }
  }

  /// The type of the case's extraction property: the payload, optional.
  var optionalPayloadType: String {
    payloadNeedsParentheses ? "(\(payloadType))?" : "\(payloadType)?"
  }

  /// The pattern that matches the case and binds its values to `v0`, `v1`, …
  var bindingPattern: String {
    values.isEmpty ? ".\(name)" : ".\(name)(\(values.indices.map { "let v\($0)" }.joined(separator: ", ")))"
  }

  /// The payload rebuilt from the values `bindingPattern` binds.
  var boundPayload: String {
    switch values.count {
    case 0: "()"
    case 1: "v0"
    default:
      "(\(values.enumerated().map { "\($0.element.label.map { "\($0): " } ?? "")v\($0.offset)" }.joined(separator: ", ")))"
    }
  }

  /// The expression that embeds the payload named `part` into this case.
  func embedding(_ part: String) -> String {
    switch values.count {
    case 0: return ".\(name)"
    case 1: return ".\(name)(\(values[0].label.map { "\($0): " } ?? "")\(part))"
    default:
      let arguments = values.enumerated().map {
        "\($0.element.label.map { "\($0): " } ?? "")\(part).\($0.offset)"
      }
      return ".\(name)(\(arguments.joined(separator: ", ")))"
    }
  }

  private static func tuple(_ values: [Value]) -> String {
    "(\(values.map { "\($0.label.map { "\($0): " } ?? "")\($0.type)" }.joined(separator: ", ")))"
  }

  /// Whether `type?` would bind the `?` to the wrong part (`() -> Void?`, `any P?`, `A & B?`).
  static func needsParentheses(_ type: TypeSyntax) -> Bool {
    !(type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) || type.is(ArrayTypeSyntax.self)
      || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self)
      || type.is(OptionalTypeSyntax.self)
      || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) || type.is(MetatypeTypeSyntax.self))
  }
}
