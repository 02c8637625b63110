import Foundation

/// Any JSON value, decoded without knowing its Swift type: how a ``BindingAction`` read from a
/// recording keeps the value it sets until it is applied to a state.
///
/// Integers stay integers (an `Int64` round-trips exactly); other numbers are `Double`s.
enum JSONFragment: Sendable, Equatable, Codable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([JSONFragment])
  case object([String: JSONFragment])

  /// `value` as JSON, through `JSONEncoder`.
  init(encoding value: some Encodable) throws {
    self = try JSONDecoder().decode(JSONFragment.self, from: JSONEncoder().encode(value))
  }

  /// Decodes `type` from this JSON, through `JSONDecoder`.
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try JSONDecoder().decode(type, from: JSONEncoder().encode(self))
  }

  /// This JSON with the value at `path` (object keys, outermost first) replaced by `value`;
  /// `nil` when the path leads through something that is not an object.
  func replacing(_ path: some Collection<String>, with value: JSONFragment) -> JSONFragment? {
    guard let key = path.first else { return value }
    guard case .object(var fields) = self, let inner = fields[key],
      let replaced = inner.replacing(path.dropFirst(), with: value)
    else { return nil }
    fields[key] = replaced
    return .object(fields)
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? container.decode(Int64.self) {
      self = .integer(integer)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONFragment].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONFragment].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .integer(let integer): try container.encode(integer)
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    }
  }
}
