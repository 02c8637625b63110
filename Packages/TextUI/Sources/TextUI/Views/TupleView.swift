/// Several views one after the other: what a multi-statement ``ViewBuilder`` block builds.
public struct TupleView<each Content: View>: View {
  /// The views, in the order they were written.
  public let value: (repeat each Content)

  /// Groups `value`, in order.
  public init(_ value: (repeat each Content)) {
    self.value = value
  }

  /// A primitive: the renderer lays out each view in turn.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension TupleView: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    var elements: [Element] = []
    var index = 0
    for child in repeat each value {
      elements.append(scope.resolve(child, at: path.appending(.index(index))))
      index += 1
    }
    return .group(elements)
  }
}
