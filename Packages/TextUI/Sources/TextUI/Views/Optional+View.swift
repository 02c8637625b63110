/// An optional view draws its content when present and nothing when `nil` (an `if` without `else`).
extension Optional: View where Wrapped: View {
  /// A primitive: the renderer draws the wrapped view, if any.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    switch self {
    case .some(let content): scope.resolve(content, at: path.appending(.branch(0)))
    case .none: .empty
    }
  }
}
