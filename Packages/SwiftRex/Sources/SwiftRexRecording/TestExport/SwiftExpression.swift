import Foundation

/// Writes a value of a recording as Swift source: a literal where the value has one (numbers,
/// strings, `nil`, arrays of literals, enum cases `.name(payload)`), and otherwise the call
/// `try recorded(Type.self, #"json"#)`, which reads the value back from its JSON when the
/// generated test runs. Collects the modules the type names it writes come from, so the file can
/// import them.
struct SwiftExpression {
  /// The modules of every type named so far (`Swift` included).
  private(set) var modules: Set<String> = []
  private let encoder: JSONEncoder

  init() {
    encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  /// `value` as an expression: its literal form, else its JSON; nil when it has neither (a value
  /// that is not `Encodable`, or whose type cannot be named from another file).
  mutating func expression(for value: Any) -> String? {
    literal(for: value) ?? decoded(value)
  }

  /// `value`'s literal form, or nil.
  mutating func literal(for value: Any) -> String? {
    switch value {
    case let bool as Bool: return bool ? "true" : "false"
    case let string as String: return Self.quoted(string)
    case let number as any BinaryInteger: return "\(number)"
    case let number as Double: return number.isFinite ? "\(number)" : nil
    case let number as Float: return number.isFinite ? "\(number)" : nil
    default: break
    }
    if let exportable = value as? any ExportableLiteral {
      var nested = self
      let literal = exportable.exportedLiteral { nested.expression(for: $0) }
      if literal != nil {
        self = nested
        modules.insert(Self.module(of: type(of: value)))
      }
      return literal
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return expression(for: wrapped)
    case .collection where Self.typeName(of: value).hasPrefix("Swift.Array<"):
      var elements: [String] = []
      for child in mirror.children {
        guard let element = literal(for: child.value) else { return nil }
        elements.append(element)
      }
      return "[" + elements.joined(separator: ", ") + "]"
    case .enum:
      return enumCase(value, mirror: mirror)
    default:
      return nil
    }
  }

  /// `.name` or `.name(payload)`: the case's name from the mirror, its payload's labels from
  /// the tuple the mirror gives, or, for a single value, from the value's synthesized JSON
  /// (`{"name":{"_0":…}}` is unlabelled, `{"name":{"label":…}}` labelled).
  private mutating func enumCase(_ value: Any, mirror: Mirror) -> String? {
    guard let child = mirror.children.first else {
      // A case without payload prints as its name, unless the type prints itself otherwise.
      guard !(value is any CustomStringConvertible), !(value is any CustomDebugStringConvertible) else {
        return nil
      }
      let name = "\(value)"
      return Self.isIdentifier(name) ? "." + name : nil
    }
    guard let name = child.label, Self.isIdentifier(name) else { return nil }
    let payload = Mirror(reflecting: child.value)
    var arguments: [String] = []
    if payload.displayStyle == .tuple {
      for element in payload.children {
        guard let expression = expression(for: element.value) else { return nil }
        let label = element.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
        arguments.append(label.map { "\($0): \(expression)" } ?? expression)
      }
    } else {
      guard let label = singlePayloadLabel(of: value, caseName: name),
        let expression = expression(for: child.value)
      else { return nil }
      arguments.append(label.isEmpty ? expression : "\(label): \(expression)")
    }
    return ".\(name)(\(arguments.joined(separator: ", ")))"
  }

  /// "" for an unlabelled single value, its label otherwise; nil when the JSON does not say.
  private func singlePayloadLabel(of value: Any, caseName: String) -> String? {
    guard let encodable = value as? any Encodable,
      let data = try? encoder.encode(encodable),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      object.count == 1, let inner = object[caseName] as? [String: Any], inner.count == 1,
      let key = inner.keys.first
    else { return nil }
    if key == "_0" { return "" }
    return Self.isIdentifier(key) ? key : nil
  }

  /// `try recorded(Type.self, #"json"#)`, or nil when the value is not `Encodable` or its type
  /// cannot be named.
  mutating func decoded(_ value: Any) -> String? {
    guard let encodable = value as? any Encodable, let data = try? encoder.encode(encodable) else {
      return nil
    }
    let type = Self.typeName(of: value)
    guard Self.isNameable(type) else { return nil }
    modules.formUnion(Self.modules(in: type))
    return "try recorded(\(type).self, \(Self.rawString(String(decoding: data, as: UTF8.self))))"
  }

  /// The fully qualified name of `value`'s type, as source can spell it (`Swift.Array<App.Row>`).
  static func typeName(of value: Any) -> String {
    _typeName(type(of: value), qualified: true)
  }

  /// Whether a type name can be written in another file: not private, local or anonymous.
  static func isNameable(_ type: String) -> Bool {
    !type.contains("(") && !type.contains("$") && !type.contains(" in ")
  }

  /// The module of every qualified name inside `type` (`Swift.Array<App.Row>`: Swift, App).
  static func modules(in type: String) -> Set<String> {
    let separators: Set<Character> = ["<", ">", ",", " ", "[", "]", ":", "?", "(", ")"]
    var modules: Set<String> = []
    for piece in type.split(whereSeparator: { separators.contains($0) }) {
      if let dot = piece.firstIndex(of: "."), dot > piece.startIndex {
        modules.insert(String(piece[..<dot]))
      }
    }
    return modules
  }

  /// The module `type` is declared in: its name's first component.
  static func module(of type: Any.Type) -> String {
    let name = _typeName(type, qualified: true)
    return String(name.prefix { $0 != "." && $0 != "<" })
  }

  /// `text` as a Swift string literal: quotes, backslashes, and everything ``isUnsafe(_:)``
  /// names, escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        if isUnsafe(scalar) {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// `text` for a `//` comment: what ``isUnsafe(_:)`` names written as `\u{1b}`, so recorded text
  /// can neither end the comment (and become code) nor reach a terminal the file is printed to as
  /// control.
  static func commentText(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` (one line of JSON) as a raw string literal, with as many `#` as needed that neither
  /// its quotes nor its backslashes end or interpolate. The delimiters are counted scalar by
  /// scalar, as the compiler reads them: `"#️⃣` ends a `#"…"#` literal though `#️⃣` is one
  /// character. What ``isUnsafe(_:)`` names is written as a JSON escape (`\u2028`), which reads
  /// back as the same text: JSON has such scalars only inside its strings.
  static func rawString(_ text: String) -> String {
    var escaped = ""
    var longest = 0
    var run = -1
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        // Every scalar isUnsafe names is below U+10000: four hex digits say it.
        let hex = String(scalar.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        run = -1
        continue
      }
      escaped.unicodeScalars.append(scalar)
      if scalar == "\"" || scalar == "\\" {
        run = 0
      } else if scalar == "#", run >= 0 {
        run += 1
        longest = max(longest, run)
      } else {
        run = -1
      }
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return hashes + "\"" + escaped + "\"" + hashes
  }

  /// Whether `scalar` must never reach a generated file as it is: a control character (C0, DEL
  /// and C1: line breaks, the terminal's escapes, which the compiler also refuses raw), a line or
  /// paragraph separator, or a bidirectional control, which can make code read otherwise than it
  /// compiles.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: break
    }
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// Whether `name` can follow a dot: a plain identifier.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else {
      return false
    }
    return name.unicodeScalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
  }
}
