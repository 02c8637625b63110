extension BindingAction: Codable where Root: Codable {
  private enum CodingKeys: String, CodingKey { case field, value }

  /// Writes `{"field": "title", "value": "x"}`. Throws when the field is reached through a
  /// computed property (its name cannot be known) or its value is not `Encodable`.
  public func encode(to encoder: any Encoder) throws {
    guard let field else {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "A binding action through a computed property cannot be recorded: bind a stored "
            + "property of \(Root.self)."))
    }
    guard let json = json() else {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "The value bound to \\\(Root.self).\(field), of type \(type(of: value)), is not "
            + "Encodable, so the binding action cannot be recorded."))
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(field, forKey: .field)
    try container.encode(json, forKey: .value)
  }

  /// Reads what ``encode(to:)`` wrote. The decoded action knows the field by name only: applying
  /// it writes the value into the state's JSON at that path and decodes the state back, so the
  /// field must be a stored property whose coding key is its name (what `Codable` synthesizes).
  /// When the state no longer has that field, applying it leaves the state alone and reports a
  /// runtime warning.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let field = try container.decode(String.self, forKey: .field)
    let json = try container.decode(JSONFragment.self, forKey: .value)
    self.init(field: field, keyPath: nil, value: json, apply: nil, json: { json })
  }
}

extension BindingAction {
  /// Applies a decoded action: writes its value into the state's JSON at ``field`` and decodes
  /// the state back. Reached only for actions decoded from a recording, whose `Root` is `Codable`.
  func patch(_ state: inout Root) {
    guard let field, let json = value as? JSONFragment,
      let decodable = Root.self as? any Decodable.Type, let encodable = state as? any Encodable
    else { return }
    do {
      let whole = try JSONFragment(encoding: encodable)
      guard let patched = whole.replacing(field.split(separator: ".").map(String.init), with: json) else {
        RuntimeWarnings.report(
          "A recorded binding action sets \\\(Root.self).\(field), which the state no longer has; ignored.")
        return
      }
      if let decoded = try patched.decode(decodable) as? Root { state = decoded }
    } catch {
      RuntimeWarnings.report(
        "A recorded binding action could not set \\\(Root.self).\(field) (\(error)); ignored.")
    }
  }
}
