import SwiftRex

/// A library type that has a literal form the mirror cannot see — a public initialiser, an
/// integer literal — so an exported test writes `ElementAction(id: 1, action: .increment)`
/// rather than reading the value back from JSON.
protocol ExportableLiteral {
  /// The literal, with each value inside written by `write` (nil when one cannot be written).
  func exportedLiteral(_ write: (Any) -> String?) -> String?
}

extension ElementAction: ExportableLiteral {
  func exportedLiteral(_ write: (Any) -> String?) -> String? {
    guard let id = write(id), let action = write(action) else { return nil }
    return "ElementAction(id: \(id), action: \(action))"
  }
}

extension StackElementID: ExportableLiteral {
  func exportedLiteral(_ write: (Any) -> String?) -> String? { "\(rawValue)" }
}
