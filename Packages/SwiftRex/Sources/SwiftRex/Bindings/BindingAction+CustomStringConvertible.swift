extension BindingAction: CustomStringConvertible, CustomDebugStringConvertible {
  /// `.set(\State.title, "x")`, as logs and failure messages show the action.
  public var description: String {
    let field = field.map { "\\\(Root.self).\($0)" } ?? "\\\(Root.self).<computed>"
    return ".set(\(field), \(String(reflecting: value)))"
  }

  /// The same as ``description``.
  public var debugDescription: String { description }
}
