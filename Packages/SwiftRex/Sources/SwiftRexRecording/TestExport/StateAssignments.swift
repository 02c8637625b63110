import SwiftRex

/// The statements that turn one state into another, for a generated test's assertion closure:
/// `$0.counter.count = 2` for each field that changed, descending into structs declared in the
/// modules the test may assign field by field, and assigning a whole value — as a literal, or
/// read from its JSON — wherever a field cannot be reached from outside.
struct StateAssignments {
  /// The modules whose structs' stored properties are settable from the test (`var`, visible).
  let openModules: Set<String>
  /// Writes the values assigned.
  var expressions: SwiftExpression

  /// Assignments from `before` to `after` rooted at `path` (`$0`): empty when nothing changed,
  /// nil when the change cannot be written at all.
  mutating func statements(from before: Any, to after: Any, at path: String) -> [String]? {
    if Self.areEqual(before, after) { return [] }
    if let old = Self.unwrapped(before), let new = Self.unwrapped(after),
      let inside = statements(from: old, to: new, at: path + "?"),
      !inside.contains(where: { $0.hasPrefix(path + "? = ") })
    {
      // Fields changed inside a value present before and after: `$0.sheet?.title = "…"`.
      return inside
    }
    if let elements = elementStatements(from: before, to: after, at: path) { return elements }
    if let fields = fieldStatements(from: before, to: after, at: path) { return fields }
    guard let value = expressions.expression(for: after) else { return nil }
    return ["\(path) = \(value)"]
  }

  /// One statement per changed element of an identified collection whose ids did not change
  /// (`$0.rows[id: 2]?.count = 3`); nil when `after` is not one, or its ids changed.
  private mutating func elementStatements(from before: Any, to after: Any, at path: String) -> [String]? {
    guard type(of: before) == type(of: after), let old = before as? any ExportableIdentifiedCollection,
      let new = after as? any ExportableIdentifiedCollection
    else { return nil }
    let oldElements = old.exportedElements
    let newElements = new.exportedElements
    guard oldElements.count == newElements.count else { return nil }
    var result: [String] = []
    for (previous, current) in zip(oldElements, newElements) {
      guard Self.areEqual(previous.id, current.id) else { return nil }
      if Self.areEqual(previous.element, current.element) { continue }
      // Through the subscript's optional, as a present sheet is: `[id: 2]?.count`.
      guard let id = expressions.literal(for: current.id),
        let nested = statements(
          from: Optional(previous.element) as Any, to: Optional(current.element) as Any,
          at: "\(path)[id: \(id)]")
      else { return nil }
      result += nested
    }
    return result.isEmpty ? nil : result
  }

  /// One statement per changed field of a struct of an open module; nil when `after` is not one,
  /// or when one of its changed fields cannot be reached (a wrapper's private storage).
  private mutating func fieldStatements(from before: Any, to after: Any, at path: String) -> [String]? {
    let mirror = Mirror(reflecting: after)
    guard mirror.displayStyle == .struct, type(of: before) == type(of: after),
      openModules.contains(SwiftExpression.module(of: type(of: after)))
    else { return nil }
    let previous = Dictionary(
      Mirror(reflecting: before).children.compactMap { child in child.label.map { ($0, child.value) } },
      uniquingKeysWith: { first, _ in first })
    var result: [String] = []
    for child in mirror.children {
      guard let label = child.label, let old = previous[label] else { return nil }
      if Self.areEqual(old, child.value) { continue }
      var name = label
      var oldValue = old
      var newValue = child.value
      if label.hasPrefix("_") {
        // A property wrapper's storage: assign through the wrapper's public property.
        guard let oldWrapper = old as? any ExportableStateWrapper,
          let newWrapper = child.value as? any ExportableStateWrapper
        else { return nil }
        name = String(label.dropFirst())
        oldValue = oldWrapper.exportedWrappedValue
        newValue = newWrapper.exportedWrappedValue
      }
      guard SwiftExpression.isIdentifier(name),
        let nested = statements(from: oldValue, to: newValue, at: "\(path).\(name)")
      else { return nil }
      result += nested
    }
    // Every field is equal, yet the values are not: what differs is out of the mirror's sight.
    return result.isEmpty ? nil : result
  }

  /// The value inside `value` when it is an optional holding one; nil otherwise.
  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return nil }
    return mirror.children.first?.value
  }

  /// Whether two values are equal by `==` when their type is `Equatable`; values of other types
  /// are never taken as equal, so they are always asserted.
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return isEqual(lhs, rhs)
  }

  private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return lhs == rhs
  }
}
